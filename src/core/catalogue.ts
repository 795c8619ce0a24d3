/**
 * Every setting, declared once: its neutral key, the action's input name, the CLI flag of `run`
 * (its environment variable is OCPI_TESTING_<FLAG>, unless `env` is false), which front ends take
 * it (the one with no name here does not), its default, whether it is a secret, what it means
 * (in messages), its description (action.yml's, written by `npm run docs`) and its line of the
 * CLI's help. Core's settings reader validates each by its key (settings.ts); the front ends
 * derive their names, their readers and their help from here. Adding a setting touches this file
 * and the code that uses it.
 *
 * Plain data with no imports, so that the docs script can load it as it is.
 */

export interface SettingSpec {
  /** The action's input; none: the action does not take the setting. */
  readonly input?: string;
  /** The flag of `ocpi-conformance run`, without `--`; none: the CLI does not take it. */
  readonly flag?: string;
  /** False: the flag has no OCPI_TESTING_<FLAG> environment variable. */
  readonly env?: false;
  /** What the CLI's help shows for the flag's value. */
  readonly placeholder?: string;
  /** Masked wherever text leaves the process, the moment it is read. */
  readonly secret?: true;
  /** The action input's default, as action.yml writes it. */
  readonly default?: string;
  /** The action input is required (action.yml). */
  readonly required?: true;
  /** What the setting is, for messages: "is required: the service API key." */
  readonly meaning?: string;
  /** The action input's description (action.yml and the README's table of inputs). */
  readonly description: string;
  /** The flag's line in `ocpi-conformance run --help`. */
  readonly help?: string;
  /** The flag takes a list: comma separated, or the flag repeated. */
  readonly list?: true;
}

export const CATALOGUE = {
  apiKey: {
    input: 'api-key',
    flag: 'api-key',
    placeholder: 'KEY',
    secret: true,
    meaning: 'the service API key',
    description:
      'Required unless merge-reports is set. The service API key. Pass it from a secret; it is ' +
      'masked at once and never printed.',
    help: 'the service API key; prefer the environment variable (a CI secret)',
  },
  baseUrl: {
    input: 'base-url',
    flag: 'base-url',
    placeholder: 'URL',
    meaning: 'the service base URL, ending in /api/v1',
    description:
      'Required unless merge-reports is set. The service base URL, ending in `/api/v1` (for ' +
      'example `https://testing.example.com/api/v1`).',
    help: 'the service base URL, ending in /api/v1',
  },
  allowInsecureHttp: {
    input: 'allow-insecure-http',
    flag: 'allow-insecure-http',
    placeholder: 'true|false',
    default: 'false',
    meaning: 'accept a plain http base URL outside this machine (default false)',
    description:
      'Accept a base-url with plain `http://` to a host other than this machine. The API key ' +
      'then crosses the network unencrypted: only for a service on a private network you trust. ' +
      'Loopback addresses (localhost, 127.0.0.1, the emulator) never need it.',
    help: 'accept a plain http --base-url to another host (the key then travels unencrypted)',
  },
  runKind: {
    input: 'run-kind',
    flag: 'run-kind',
    placeholder: 'KIND',
    default: 'conformance',
    meaning: 'conformance (default) or journey',
    description:
      '`conformance` (suites of checks by module) or `journey` (a scripted charging journey on ' +
      'an accelerated clock; give `journey`).',
    help:
      'conformance (default: suites of checks by module) or journey (a scripted charging ' +
      'journey; give --journey)',
  },
  journey: {
    input: 'journey',
    flag: 'journey',
    placeholder: 'FILE|JSON',
    meaning: 'a journey definition file, or inline JSON',
    description:
      'Required with run-kind journey, and only used then: a path (relative to the workspace) ' +
      'to a JSON or YAML file holding the journey preview body (schemaVersion, topology, clock, ' +
      'session, completion, seed), or inline JSON. targetId defaults to the connection, seed to ' +
      "the action's seed, schemaVersion to 1.",
    help: 'with --run-kind journey: a JSON or YAML journey definition file, or inline JSON',
  },
  onInterrupted: {
    input: 'on-interrupted',
    flag: 'on-interrupted',
    placeholder: 'DECISION',
    default: 'fail',
    meaning: 'fail (default) or a recovery decision',
    description:
      'With run-kind journey: `fail` (default), or the recovery decision to apply when the run ' +
      'is interrupted (for example `resume`). It is applied only if the service offers it; ' +
      'otherwise, and with `fail`, an interrupted journey gives the verdict `error` and is ' +
      'cancelled.',
    help: 'with --run-kind journey: fail (default) or the recovery decision to apply, e.g. resume',
  },
  connection: {
    input: 'connection',
    flag: 'connection',
    placeholder: 'ID',
    default: 'sandbox',
    meaning: 'a connection id, or sandbox (default)',
    description:
      'The connection to test: a connection id of your account, or `sandbox` for the built-in ' +
      'sandbox peer. Not a connection id together with partner-base-url (leave it unset then).',
    help:
      'the connection to test: a connection id of the account, or sandbox (default) for the ' +
      'built-in sandbox peer',
  },
  partnerBaseUrl: {
    input: 'partner-base-url',
    flag: 'partner-base-url',
    placeholder: 'URL',
    meaning: "the partner's OCPI versions URL",
    description:
      "Ensure-connection mode (preview deployments): your partner's OCPI versions URL. The " +
      'action reuses your matching connection (same URL, roles and OCPI version) or creates ' +
      "one, runs the credentials handshake, and fails with the service's lastError if it fails. " +
      'Needs our-role, their-role, ocpi-version and token-a (or token-c); not together with a ' +
      'connection id.',
    help:
      "ensure-connection mode: the partner's OCPI versions URL; a matching connection is reused " +
      'or created and registered',
  },
  ourRole: {
    input: 'our-role',
    flag: 'our-role',
    placeholder: 'ROLE',
    meaning: 'our role: CPO, EMSP, HUB, NAP, NSP, OTHER, SCSP',
    description:
      'With partner-base-url: your role: `CPO`, `EMSP`, `HUB`, `NAP`, `NSP`, `OTHER` or `SCSP`.',
    help: 'with --partner-base-url: CPO, EMSP, HUB, NAP, NSP, OTHER, SCSP',
  },
  theirRole: {
    input: 'their-role',
    flag: 'their-role',
    placeholder: 'ROLE',
    meaning: "the partner's role: CPO, EMSP, HUB, NAP, NSP, OTHER, SCSP",
    description: "With partner-base-url: the partner's role, same values as our-role.",
    help: "with --partner-base-url: the partner's role, same values",
  },
  ocpiVersion: {
    input: 'ocpi-version',
    flag: 'ocpi-version',
    placeholder: 'VERSION',
    meaning: 'the OCPI version: 2.1.1, 2.2, 2.2.1, 2.3.0',
    description: 'With partner-base-url: `2.1.1`, `2.2`, `2.2.1` or `2.3.0`.',
    help: 'with --partner-base-url: 2.1.1, 2.2, 2.2.1, 2.3.0',
  },
  tokenA: {
    input: 'token-a',
    flag: 'token-a',
    placeholder: 'TOKEN',
    secret: true,
    meaning: 'the registration token the partner issued',
    description:
      'With partner-base-url: the registration token (Token A) the partner issued. Masked.',
    help: 'with --partner-base-url: the registration token the partner issued (masked)',
  },
  tokenC: {
    input: 'token-c',
    flag: 'token-c',
    placeholder: 'TOKEN',
    secret: true,
    meaning: 'the credentials token of an earlier registration',
    description:
      'With partner-base-url, instead of token-a when registration already happened: the ' +
      'credentials token the partner issued to you. Needs our-party-id and our-country-code. ' +
      'Masked.',
    help:
      'instead of --token-a when registration already happened; needs --our-party-id and ' +
      '--our-country-code (masked)',
  },
  localTokenB: {
    input: 'local-token-b',
    flag: 'local-token-b',
    placeholder: 'TOKEN',
    secret: true,
    meaning: 'our token B of an earlier registration',
    description:
      'With token-c only: the token the partner already uses to call the service. Masked.',
    help: 'with --token-c only, optional: the token the partner already uses to call you',
  },
  ourPartyId: {
    input: 'our-party-id',
    flag: 'our-party-id',
    placeholder: 'ID',
    meaning: 'our OCPI party id',
    description:
      'With token-c: the party id the partner registered you under (at most 3 characters).',
    help: 'with --token-c: the party id the partner registered you under (at most 3)',
  },
  ourCountryCode: {
    input: 'our-country-code',
    flag: 'our-country-code',
    placeholder: 'CC',
    meaning: 'our ISO 3166 alpha-2 country code',
    description:
      'With token-c: the ISO 3166 alpha-2 country code you are registered under (2 letters).',
    help: 'with --token-c: your ISO 3166 alpha-2 country code (2 letters)',
  },
  module: {
    input: 'module',
    flag: 'module',
    placeholder: 'NAME',
    meaning: 'one OCPI module to scope the run to (default: all)',
    description:
      'Scope a conformance run to one OCPI module (for example `locations`). It is checked ' +
      "against the service's suites for the connection's OCPI version. Empty: all modules. Not " +
      'with run-kind journey (a journey definition sets its own scope).',
    help: 'scope the run to one OCPI module, e.g. locations (default: all modules)',
  },
  seed: {
    input: 'seed',
    flag: 'seed',
    placeholder: 'SEED',
    meaning: "the run's seed (default: derived from the CI job)",
    description:
      "The run's seed, at most 128 characters. Default: derived from the workflow run, " +
      '`gh:<repository>:<run id>:<attempt>:<job>[#<job-index>][:<module>]`, printed and output, ' +
      'so a failure can be reproduced by passing it back here.',
    help:
      "the run's seed; default derived from the CI job (GitLab, Jenkins, Azure, GitHub) and " +
      'printed, so a failure can be reproduced',
  },
  jobIndex: {
    input: 'job-index',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, as action.yml writes it
    default: '${{ strategy.job-index }}',
    description:
      "Leave the default. This job's index in its matrix, which the runner fills in; it goes " +
      'into the derived seed (not when it is 0, as in a job without a matrix), so that matrix ' +
      'legs testing the same connection and module get different seeds. Unused when seed is ' +
      'set.',
  },
  threshold: {
    input: 'threshold',
    flag: 'threshold',
    placeholder: 'PERCENT',
    default: '100',
    meaning: 'the minimum pass rate in percent (default 100)',
    description:
      'Minimum pass rate in percent (0 to 100). Formula: pass rate = (passed + warned) / ' +
      'graded, where graded = passed + warned + failed; warned checks count as failed when ' +
      'fail-on includes warnings. Allowed failures, unobservable and unreached checks are not ' +
      'graded.',
    help:
      'minimum pass rate in percent, 0 to 100 (default 100); pass rate = (passed + warned) / ' +
      'graded, where graded = passed + warned + failed; warned checks count as failed when ' +
      '--fail-on includes warnings',
  },
  failOn: {
    input: 'fail-on',
    flag: 'fail-on',
    list: true,
    placeholder: 'LIST',
    default: 'nothing-graded',
    meaning: 'extra conditions that fail the gate (default nothing-graded)',
    description:
      'Extra conditions that fail the gate, comma or newline separated: `warnings` (a check ' +
      'passed with warnings), `unobservable` (a check could not be observed), `withheld` (the ' +
      'service withheld a module), `nothing-graded` (no check was graded), `regressions` ' +
      '(something got worse since the previous comparable report); or `none`. A list replaces ' +
      'the default: name `nothing-graded` in it to keep that condition.',
    help:
      'extra conditions that fail the gate, comma separated: warnings, unobservable, withheld, ' +
      'nothing-graded (default), regressions; or none',
  },
  allowFailures: {
    input: 'allow-failures',
    flag: 'allow-failures',
    list: true,
    placeholder: 'IDS',
    meaning: 'test ids whose failure does not count',
    description:
      'Test ids whose failure does not count (comma or newline separated; `*` matches any run ' +
      'of characters, `?` one character), for known partner issues. They are still shown.',
    help: 'test ids (globs: * and ?) whose failure does not count, comma separated or repeated',
  },
  wait: {
    input: 'wait',
    flag: 'wait',
    placeholder: 'true|false',
    default: 'true',
    meaning: 'wait for the verdict (default true)',
    description:
      'Wait for the verdict. `false` starts the run, sets report-id and run-id, and succeeds ' +
      'without a verdict (a journey started this way is left running).',
    help: 'wait for the verdict (default true); false starts the run and exits 0',
  },
  timeoutMinutes: {
    input: 'timeout-minutes',
    flag: 'timeout-minutes',
    placeholder: 'N',
    default: '30',
    meaning: 'the overall deadline in minutes (default 30)',
    description:
      'Overall deadline in minutes (0.05 to 360). At the deadline one last status read is made ' +
      'before the step reports a timeout (verdict error); a conformance run goes on at the ' +
      'service, a journey is asked to cancel.',
    help: 'overall deadline in minutes (default 30); then exit 3 without a verdict',
  },
  summary: {
    input: 'summary',
    default: 'true',
    meaning: 'write the job summary (default true)',
    description: 'Write the job summary.',
  },
  annotations: {
    input: 'annotations',
    default: 'true',
    meaning: 'annotate failed checks (default true)',
    description: 'Annotate the run with the first failed checks (at most 10, then a notice).',
  },
  reportFile: {
    input: 'report-file',
    flag: 'report-file',
    placeholder: 'FILE',
    meaning: 'where the graded report is written as JSON',
    description:
      'Where to write the graded report as JSON (redacted). Default: ' +
      '`$RUNNER_TEMP/ocpi-conformance-report.json`.',
    help: 'write the graded report as JSON (redacted) to FILE',
  },
  share: {
    input: 'share',
    flag: 'share',
    placeholder: 'WHEN',
    default: 'never',
    meaning: 'when to share the report: never (default), always, on-failure',
    description:
      'Issue a public share link for the report: `never`, `always` or `on-failure`. Sets the ' +
      'share-token and share-url outputs. Revoke with `ocpi-conformance runs unshare ' +
      'REPORT_ID`. A link that cannot be issued is a warning; it never fails the gate.',
    help: 'issue a public share link for the report: never (default), always, on-failure',
  },
  shareUrlTemplate: {
    input: 'share-url-template',
    flag: 'share-url-template',
    placeholder: 'TEMPLATE',
    default: '{baseUrl}/shared/{token}',
    meaning: 'how the share link is built (default {baseUrl}/shared/{token})',
    description:
      'How the share link is built: it must hold `{token}`, and may use `{origin}` (of ' +
      'base-url), `{baseUrl}` and `{reportId}`. Default `{baseUrl}/shared/{token}`.',
    help:
      'how the share link is built from {origin}, {baseUrl}, {token}, {reportId}; default ' +
      '{baseUrl}/shared/{token}',
  },
  comment: {
    input: 'comment',
    default: 'never',
    meaning: 'when to post the pull request comment (default never)',
    description:
      'Post or update one sticky comment on the pull request (on a push, on the open pull ' +
      'request of the commit): `never`, `always` or `on-failure`. Needs `permissions: ' +
      'pull-requests: write`; pull requests from forks get a read-only token, so there the ' +
      'comment is skipped with a warning. A comment is never a reason to fail.',
  },
  githubToken: {
    input: 'github-token',
    secret: true,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, as action.yml writes it
    default: '${{ github.token }}',
    meaning: 'the token for the pull request comment',
    description:
      'The token used for the pull request comment. Default: the workflow token. Masked.',
  },
  junitFile: {
    input: 'junit-file',
    flag: 'junit',
    env: false,
    placeholder: 'FILE',
    meaning: 'where the report is written as JUnit XML',
    description:
      'Also write the report as JUnit XML to this path (one testsuite per suite, one testcase ' +
      'per check), for test-report tools. Empty: no JUnit file.',
    help:
      'write the report as JUnit XML to FILE, for GitLab, Jenkins and other test tabs (env ' +
      'OCPI_TESTING_JUNIT_FILE)',
  },
  htmlReport: {
    input: 'html-report',
    flag: 'html-report',
    placeholder: 'FILE',
    meaning: 'where the self-contained HTML report is written',
    description:
      'Where to write the report as one self-contained HTML file (every check, filterable, with ' +
      'its exchange and the spec clauses; opens from disk with no network). Default: beside ' +
      'report-file, ending in `.html`.',
    help:
      'write the report as one self-contained HTML file (every check, filterable; opens ' +
      'offline) to FILE',
  },
  uploadReport: {
    input: 'upload-report',
    default: 'always',
    meaning: 'when to upload the report artifact: always (default), on-failure, never',
    description:
      'Upload the report files (the JSON report, the HTML report and, when asked, the JUnit ' +
      'file) as one workflow artifact: `always`, `on-failure` or `never`. Sets the artifact-id ' +
      'and artifact-url outputs; the job summary and the PR comment link it. A failed upload is ' +
      'a warning, never a failed step.',
  },
  artifactName: {
    input: 'artifact-name',
    meaning: "the report artifact's name",
    description:
      "The report artifact's name, unique in the workflow run. Default: `ocpi-conformance-<job " +
      'id>`, plus `-<job-index>` in a matrix leg other than the first.',
  },
  artifactRetentionDays: {
    input: 'artifact-retention-days',
    meaning: 'how many days the report artifact is kept',
    description:
      "Days to keep the report artifact, 1 to 90 (at most the repository's limit). Default: the " +
      "repository's setting.",
  },
  mergeReports: {
    input: 'merge-reports',
    meaning: 'the result files of the legs to merge',
    description:
      "Merge mode, for the final job of a matrix: start no run; merge the legs' result files " +
      '(their report-file), found by these globs (one a line, `!` excludes), into one summary, ' +
      'one PR comment per workflow, one JUnit file, one HTML report and one verdict (README: ' +
      '"Merging a matrix"). Only summary, comment, github-token, report-file (the merged ' +
      'result), junit-file, html-report and expected-legs apply then.',
  },
  expectedLegs: {
    input: 'expected-legs',
    meaning: 'how many legs should have left a result file',
    description:
      'With merge-reports: how many legs the matrix has. Fewer result files than this gives ' +
      'error (a leg that was cancelled or never uploaded its file is not a pass).',
  },
} as const satisfies Readonly<Record<string, SettingSpec>>;

/**
 * The value a front end reads for a setting not given: its default, or '' for none. A default
 * that is a workflow expression (`${{ github.token }}`) is the runner's to evaluate, so it is
 * none here: outside a workflow there is nothing to evaluate it against.
 */
export function settingDefault(key: SettingKey): string {
  const value: string | undefined = (CATALOGUE[key] as SettingSpec).default;
  return value === undefined || value.includes('${{') ? '' : value;
}

/** A setting's neutral key: the names core and client use. */
export type SettingKey = keyof typeof CATALOGUE;

/** Every key, in the catalogue's order (action.yml's). */
export const SETTING_KEYS = Object.keys(CATALOGUE) as SettingKey[];
