/**
 * The layers of src/ and the direction imports may run, checked by dependency-cruiser in `npm test`
 * (`npm run deps`). docs/architecture.md explains them.
 *
 *   action, cli (front ends) -> app (one run or merge) -> core -> client
 *   cli                      -> doctor (the checks of a live service) -> core, client, util
 *   report (pure renderers)  -> core/model.ts (types only) and client types; never util/redaction,
 *                               never fs, os or crypto: writing files is the app layer's
 *   util                     -> nothing else in src
 *   emulator (the test double) <- only the CLI's emulator and demo commands
 *   emulator                 -> util, client/wire.ts (the "not shown" guesses it emulates), and
 *                               the types of the client's payloads; no other layer, no client code
 *
 * And no import cycle anywhere, types included.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle ties modules so that none can be read, tested or changed alone.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'client-is-the-bottom-layer',
      severity: 'error',
      comment:
        'The client speaks the service interface and knows nothing of the gate or its front ends.',
      from: { path: '^src/client/' },
      to: { path: '^src/(core|report|action|cli|emulator)/' },
    },
    {
      name: 'core-knows-no-front-end-or-renderer',
      severity: 'error',
      comment:
        'Core is the gate: GitHub, the CLI, the app layer, the doctor and the renderers sit above it.',
      from: { path: '^src/core/' },
      to: { path: '^src/(app|doctor|report|action|cli|emulator)/' },
    },
    {
      name: 'app-serves-both-front-ends',
      severity: 'error',
      comment:
        'The app layer runs one gate or one merge for either front end: it knows neither of them, nor the emulator.',
      from: { path: '^src/app/' },
      to: { path: '^src/(action|cli|emulator)/' },
    },
    {
      name: 'nothing-below-imports-the-app-layer',
      severity: 'error',
      from: { path: '^src/(core|client|report|util)/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'doctor-reads-through-the-client',
      severity: 'error',
      comment:
        'The doctor checks a live service for the CLI: it reads through the client (and core, util), and knows no front end, the emulator, the app layer or the renderers.',
      from: { path: '^src/doctor/' },
      to: { path: '^src/(action|cli|emulator|app|report)/' },
    },
    {
      name: 'nothing-below-imports-the-doctor',
      severity: 'error',
      from: { path: '^src/(core|client|report|util)/' },
      to: { path: '^src/doctor/' },
    },
    {
      name: 'only-the-cli-runs-the-doctor',
      severity: 'error',
      comment:
        'The app layer holds what both front ends use; the doctor is a command of the CLI alone.',
      from: { path: '^src/(action|app)/' },
      to: { path: '^src/doctor/' },
    },
    {
      name: 'front-ends-run-through-the-app-layer',
      severity: 'error',
      comment:
        "A front end maps its names in and the result out: the gate, the service client and the file writers are the app layer's.",
      from: { path: '^src/(action/(main|merge|post|publish)|cli/(run|merge))\\.ts$' },
      to: {
        path: '^src/(core/gate\\.ts|client/client\\.ts|app/(files\\.ts|formats/))',
      },
    },
    {
      name: 'front-ends-write-no-report-files',
      severity: 'error',
      comment: 'The report, JUnit, HTML and merged files are written by the app layer.',
      from: { path: '^src/(action/(main|merge|post|publish)|cli/(run|merge))\\.ts$' },
      to: { dependencyTypes: ['core'], path: '^(node:)?fs(/promises)?$' },
    },
    {
      name: 'model-is-types-only',
      severity: 'error',
      comment: 'core/model.ts holds the types every layer shares; code in it would pull layers in.',
      from: { path: '^src/core/model\\.ts$' },
      to: { dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'report-reads-the-model-only',
      severity: 'error',
      comment: 'Renderers are pure: they read the model types of core, never the gate itself.',
      from: { path: '^src/report/' },
      to: { path: '^src/core/', pathNot: '^src/core/model\\.ts$' },
    },
    {
      name: 'report-reads-client-types-only',
      severity: 'error',
      from: { path: '^src/report/' },
      to: { path: '^src/client/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'report-renders-and-writes-nothing',
      severity: 'error',
      comment:
        'Renderers are pure functions of the model: no files, no host, no hashing of their own (util/digest.ts hashes).',
      from: { path: '^src/report/' },
      to: {
        dependencyTypes: ['core'],
        path: '^(node:)?(fs|fs/promises|os|crypto|child_process|net|http|https|stream|stream/promises)$',
      },
    },
    {
      name: 'report-does-not-import-util-redaction',
      severity: 'error',
      comment:
        'Renderers are pure and hold no secret store: they take an optional text transform (redact), and the front ends mask where text leaves the process.',
      from: { path: '^src/report/' },
      to: { path: '^src/util/redaction\\.ts$' },
    },
    {
      name: 'report-knows-no-front-end',
      severity: 'error',
      from: { path: '^src/report/' },
      to: { path: '^src/(action|cli|emulator)/' },
    },
    {
      name: 'util-stands-alone',
      severity: 'error',
      comment: 'Helpers every layer uses cannot depend on any layer.',
      from: { path: '^src/util/' },
      to: { path: '^src/(client|core|report|action|cli|emulator)/' },
    },
    {
      name: 'front-ends-stay-apart',
      severity: 'error',
      from: { path: '^src/action/' },
      to: { path: '^src/cli/' },
    },
    {
      name: 'front-ends-stay-apart-too',
      severity: 'error',
      from: { path: '^src/cli/' },
      to: { path: '^src/action/' },
    },
    {
      name: 'emulator-knows-no-layer-but-util-and-the-client',
      severity: 'error',
      comment:
        'The emulator is a second, separate reading of the service interface: it knows no gate, app layer, doctor, renderer or front end, types included; it may use util.',
      from: { path: '^src/emulator/' },
      to: { path: '^src/', pathNot: '^src/(emulator|util|client)/' },
    },
    {
      name: 'emulator-takes-from-the-client-only-wire-names-and-payloads',
      severity: 'error',
      comment:
        'From the client the emulator takes the "not shown" guesses it emulates on purpose (client/wire.ts) and the payloads\' types (client/payloads.ts, client/resources/); nothing of the transport, its errors or its streams.',
      from: { path: '^src/emulator/' },
      to: { path: '^src/client/', pathNot: '^src/client/(wire\\.ts|payloads\\.ts|resources/)' },
    },
    {
      name: 'emulator-takes-only-types-of-the-client-payloads',
      severity: 'error',
      comment:
        "The emulator reads the interface's payloads its own way (interface-rules.ts, validate.ts): it takes the client's payload types, never its schemas or code, so that a slip in the client meets a 400 there instead of being mirrored.",
      from: { path: '^src/emulator/' },
      to: {
        path: '^src/client/(payloads\\.ts|resources/)',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'emulator-only-behind-its-commands',
      severity: 'error',
      comment:
        'The emulator is the test double; only the CLI commands that serve it (emulator, demo) load it.',
      from: { path: '^src/', pathNot: '^src/(emulator/|cli/main\\.ts$|cli/demo\\.ts$)' },
      to: { path: '^src/emulator/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(lib|dist|test|bench|scripts)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
