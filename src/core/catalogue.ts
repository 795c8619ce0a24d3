/**
 * Every setting, declared once: its neutral key, the action's input name, the CLI flag of `run`
 * (its environment variable is OCPI_TESTING_<FLAG>, unless `env` is false), which front ends take
 * it (the one with no name here does not), its default, whether it is a secret, what it means
 * (in messages) and its one description (action.yml's, written by `npm run docs`, the README's
 * table of inputs and the CLI's help). Core's settings reader validates each by its key and
 * applies its default (settings.ts); the front ends derive their names, their readers and their
 * help from here. Adding a setting touches this file and the code that uses it.
 *
 * Plain data and small functions over it, with no imports, so that the docs script can load it
 * as it is.
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
  /**
   * The default of both front ends: action.yml writes it, and core's reader applies it to a
   * setting not given (settingDefault), so the CLI has the same.
   */
  readonly default?: string;
  /** The action input is required (action.yml). */
  readonly required?: true;
  /**
   * Every run needs it, a merge of result files does not: action.yml cannot mark it required, so
   * each front end says so before the description (REQUIRED_TO_RUN).
   */
  readonly requiredToRun?: true;
  /** What the setting is, for messages: "is required: the service API key." */
  readonly meaning?: string;
  /**
   * What the setting is and does, the one text of action.yml, the README's table of inputs and
   * the CLI's --help: another setting is named `{{key}}`, written as each front end names it
   * (describeSetting). The default is not in it: each surface shows the `default` field.
   */
  readonly description: string;
  /** The flag takes a list: comma separated, or the flag repeated. */
  readonly list?: true;
}

export const CATALOGUE = {
  apiKey: {
    input: 'api-key',
    flag: 'api-key',
    placeholder: 'KEY',
    secret: true,
    requiredToRun: true,
    meaning: 'the service API key',
    description:
      'The service API key. Pass it from a secret; it is masked at once and never printed.',
  },
  baseUrl: {
    input: 'base-url',
    flag: 'base-url',
    placeholder: 'URL',
    requiredToRun: true,
    meaning: 'the service base URL, ending in /api/v1',
    description:
      'The service base URL, ending in `/api/v1` (for example ' +
      '`https://testing.example.com/api/v1`).',
  },
  allowInsecureHttp: {
    input: 'allow-insecure-http',
    flag: 'allow-insecure-http',
    placeholder: 'true|false',
    default: 'false',
    description:
      'Accept a {{baseUrl}} with plain `http://` to a host other than this machine. The API key ' +
      'then crosses the network unencrypted: only for a service on a private network you trust. ' +
      'Loopback addresses (localhost, 127.0.0.1, the emulator) never need it.',
  },
  runKind: {
    input: 'run-kind',
    flag: 'run-kind',
    placeholder: 'KIND',
    default: 'conformance',
    description:
      '`conformance` (suites of checks by module) or `journey` (a scripted charging journey on ' +
      'an accelerated clock; needs {{journey}}).',
  },
  journey: {
    input: 'journey',
    flag: 'journey',
    placeholder: 'FILE|JSON',
    description:
      'Required with {{runKind}} journey, and only used then: a path (relative to the workspace ' +
      'for the action, to the working directory for the CLI) to a JSON or YAML file holding the ' +
      'journey preview body (schemaVersion, topology, clock, session, completion, seed), or inline ' +
      "JSON. targetId defaults to the connection, seed to the run's seed, schemaVersion to 1.",
  },
  onInterrupted: {
    input: 'on-interrupted',
    flag: 'on-interrupted',
    placeholder: 'DECISION',
    default: 'fail',
    description:
      'With {{runKind}} journey: `fail`, or the recovery decision to apply when the run is ' +
      'interrupted (for example `resume`). It is applied only if the service offers it; ' +
      'otherwise, and with `fail`, an interrupted journey gives the verdict `error` and is ' +
      'cancelled.',
  },
  connection: {
    input: 'connection',
    flag: 'connection',
    placeholder: 'ID',
    default: 'sandbox',
    description:
      'The connection to test: a connection id of your account, or `sandbox` for the built-in ' +
      'sandbox peer. Not a connection id together with {{partnerBaseUrl}} (leave it unset then).',
  },
  partnerBaseUrl: {
    input: 'partner-base-url',
    flag: 'partner-base-url',
    placeholder: 'URL',
    meaning: "the partner's OCPI versions URL",
    description:
      "Ensure-connection mode (preview deployments): your partner's OCPI versions URL. Your " +
      'matching connection (same URL, roles and OCPI version) is reused, or one is created, the ' +
      "credentials handshake is run, and the run fails with the service's lastError if that " +
      'fails. Needs {{ourRole}}, {{theirRole}}, {{ocpiVersion}} and {{tokenA}} (or {{tokenC}}); ' +
      'not together with a connection id.',
  },
  ourRole: {
    input: 'our-role',
    flag: 'our-role',
    placeholder: 'ROLE',
    description:
      'With {{partnerBaseUrl}}: your role: `CPO`, `EMSP`, `HUB`, `NAP`, `NSP`, `OTHER` or `SCSP`.',
  },
  theirRole: {
    input: 'their-role',
    flag: 'their-role',
    placeholder: 'ROLE',
    description: "With {{partnerBaseUrl}}: the partner's role, same values as {{ourRole}}.",
  },
  ocpiVersion: {
    input: 'ocpi-version',
    flag: 'ocpi-version',
    placeholder: 'VERSION',
    description: 'With {{partnerBaseUrl}}: `2.1.1`, `2.2`, `2.2.1` or `2.3.0`.',
  },
  tokenA: {
    input: 'token-a',
    flag: 'token-a',
    placeholder: 'TOKEN',
    secret: true,
    description:
      'With {{partnerBaseUrl}}: the registration token (Token A) the partner issued. Masked.',
  },
  tokenC: {
    input: 'token-c',
    flag: 'token-c',
    placeholder: 'TOKEN',
    secret: true,
    description:
      'With {{partnerBaseUrl}}, instead of {{tokenA}} when registration already happened: the ' +
      'credentials token the partner issued to you. Needs {{ourPartyId}} and ' +
      '{{ourCountryCode}}. Masked.',
  },
  localTokenB: {
    input: 'local-token-b',
    flag: 'local-token-b',
    placeholder: 'TOKEN',
    secret: true,
    // Interface 2.4: "the token the partner already uses to authenticate to the service".
    description:
      'With {{tokenC}} only, optional: the token the partner already uses to call the service, ' +
      'from a registration whose record the service no longer holds. Masked.',
  },
  ourPartyId: {
    input: 'our-party-id',
    flag: 'our-party-id',
    placeholder: 'ID',
    description:
      'With {{tokenC}}: the party id the partner registered you under (at most 3 characters).',
  },
  ourCountryCode: {
    input: 'our-country-code',
    flag: 'our-country-code',
    placeholder: 'CC',
    description:
      'With {{tokenC}}: the ISO 3166 alpha-2 country code you are registered under (2 letters).',
  },
  module: {
    input: 'module',
    flag: 'module',
    placeholder: 'NAME',
    description:
      'Scope a conformance run to one OCPI module (for example `locations`). It is checked ' +
      "against the service's suites for the connection's OCPI version. Empty: all modules. Not " +
      'with {{runKind}} journey (a journey definition sets its own scope).',
  },
  seed: {
    input: 'seed',
    flag: 'seed',
    placeholder: 'SEED',
    description:
      "The run's seed, at most 128 characters. Default: derived from the CI job (GitHub " +
      'Actions, GitLab CI, Jenkins, Azure Pipelines; on GitHub ' +
      '`gh:<repository>:<run id>:<attempt>:<job>[#<job-index>][:<module>]`), printed and output, ' +
      'so that a failure can be reproduced by passing it back.',
  },
  jobIndex: {
    input: 'job-index',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, as action.yml writes it
    default: '${{ strategy.job-index }}',
    description:
      "Leave the default. This job's index in its matrix, which the runner fills in; it goes " +
      'into the derived seed (not when it is 0, as in a job without a matrix), so that matrix ' +
      'legs testing the same connection and module get different seeds. Unused when {{seed}} is ' +
      'set.',
  },
  threshold: {
    input: 'threshold',
    flag: 'threshold',
    placeholder: 'PERCENT',
    default: '100',
    description:
      'Minimum pass rate in percent (0 to 100). Formula: pass rate = (passed + warned) / ' +
      'graded, where graded = passed + warned + failed; warned checks count as failed when ' +
      '{{failOn}} includes warnings. Allowed failures, unobservable and unreached checks are not ' +
      'graded.',
  },
  failOn: {
    input: 'fail-on',
    flag: 'fail-on',
    list: true,
    placeholder: 'LIST',
    default: 'nothing-graded',
    description:
      'Extra conditions that fail the gate, comma or newline separated: `warnings` (a check ' +
      'passed with warnings), `unobservable` (a check could not be observed), `withheld` (the ' +
      'service withheld a module), `nothing-graded` (no check was graded), `regressions` ' +
      '(something got worse since the previous comparable report); or `none`. A list replaces ' +
      'the default: name `nothing-graded` in it to keep that condition.',
  },
  allowFailures: {
    input: 'allow-failures',
    flag: 'allow-failures',
    list: true,
    placeholder: 'IDS',
    description:
      'Test ids whose failure does not count (comma or newline separated; `*` matches any run ' +
      'of characters, `?` one character), for known partner issues. They are still shown.',
  },
  wait: {
    input: 'wait',
    flag: 'wait',
    placeholder: 'true|false',
    default: 'true',
    description:
      'Wait for the verdict. `false` starts the run, gives its report id and run id, and ' +
      'succeeds without a verdict (a journey started this way is left running).',
  },
  timeoutMinutes: {
    input: 'timeout-minutes',
    flag: 'timeout-minutes',
    placeholder: 'N',
    default: '30',
    description:
      'Overall deadline in minutes (0.05 to 360). At the deadline one last status read is made ' +
      'before the gate reports a timeout (verdict error); a conformance run goes on at the ' +
      'service, a journey is asked to cancel.',
  },
  summary: {
    input: 'summary',
    default: 'true',
    description: 'Write the job summary.',
  },
  annotations: {
    input: 'annotations',
    default: 'true',
    description: 'Annotate the run with the first failed checks (at most 10, then a notice).',
  },
  reportFile: {
    input: 'report-file',
    flag: 'report-file',
    placeholder: 'FILE',
    description:
      'Where to write the graded report as JSON (redacted). Default: the action writes ' +
      '`$RUNNER_TEMP/ocpi-conformance-report.json`; the CLI writes none unless asked.',
  },
  share: {
    input: 'share',
    flag: 'share',
    placeholder: 'WHEN',
    default: 'never',
    description:
      'Issue a public share link for the report: `never`, `always` or `on-failure`. Its token ' +
      'and link are printed and output. Revoke with `ocpi-conformance runs unshare ' +
      'REPORT_ID`. A link that cannot be issued is a warning; it never fails the gate.',
  },
  shareUrlTemplate: {
    input: 'share-url-template',
    flag: 'share-url-template',
    placeholder: 'TEMPLATE',
    default: '{baseUrl}/shared/{token}',
    description:
      'How the share link is built: it must hold `{token}`, and may use `{origin}` (of ' +
      '{{baseUrl}}), `{baseUrl}` and `{reportId}`.',
  },
  comment: {
    input: 'comment',
    default: 'never',
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
    description:
      'The token used for the pull request comment. Default: the workflow token. Masked.',
  },
  junitFile: {
    input: 'junit-file',
    flag: 'junit',
    env: false,
    placeholder: 'FILE',
    description:
      'Also write the report as JUnit XML to this path (one testsuite per suite, one testcase ' +
      'per check), for test-report tools (GitLab, Jenkins and other test tabs). Empty: no JUnit ' +
      'file.',
  },
  htmlReport: {
    input: 'html-report',
    flag: 'html-report',
    placeholder: 'FILE',
    description:
      'Where to write the report as one self-contained HTML file (every check, filterable, with ' +
      'its exchange and the spec clauses; opens from disk with no network). Default: the action ' +
      'writes it beside {{reportFile}}, ending in `.html`; the CLI writes none unless asked.',
  },
  uploadReport: {
    input: 'upload-report',
    default: 'always',
    description:
      'Upload the report files (the JSON report, the HTML report and, when asked, the JUnit ' +
      'file) as one workflow artifact: `always`, `on-failure` or `never`. Sets the artifact-id ' +
      'and artifact-url outputs; the job summary and the PR comment link it. A failed upload is ' +
      'a warning, never a failed step.',
  },
  artifactName: {
    input: 'artifact-name',
    description:
      "The report artifact's name, unique in the workflow run. Default: `ocpi-conformance-<job " +
      'id>`, plus `-<job-index>` in a matrix leg other than the first.',
  },
  artifactRetentionDays: {
    input: 'artifact-retention-days',
    description:
      "Days to keep the report artifact, 1 to 90 (at most the repository's limit). Default: the " +
      "repository's setting.",
  },
  mergeReports: {
    input: 'merge-reports',
    description:
      "Merge mode, for the final job of a matrix: start no run; merge the legs' result files " +
      '(their {{reportFile}}), found by these globs (one a line, `!` excludes), into one ' +
      'summary, one PR comment per workflow, one JUnit file, one HTML report and one verdict ' +
      '(README: "Merging a matrix"). Only {{summary}}, {{comment}}, {{githubToken}}, ' +
      '{{reportFile}} (the merged result), {{junitFile}}, {{htmlReport}} and {{expectedLegs}} ' +
      'apply then.',
  },
  expectedLegs: {
    input: 'expected-legs',
    description:
      'With {{mergeReports}}: how many legs the matrix has. Fewer result files than this gives ' +
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

/**
 * A setting's description with the settings it names written by `name` (the action's input, the
 * CLI's flag). A name that is no setting stops at once: it would print as `{{...}}`.
 */
export function describeSetting(key: SettingKey, name: (key: SettingKey) => string): string {
  return (CATALOGUE[key] as SettingSpec).description.replace(/\{\{(\w+)\}\}/g, (_, other) => {
    if (!Object.hasOwn(CATALOGUE, other)) {
      throw new Error(`The description of ${key} names {{${other}}}, which is no setting.`);
    }
    return name(other as SettingKey);
  });
}

/** What each front end says before the description of a setting every run needs. */
export const REQUIRED_TO_RUN = {
  action: 'Required unless merge-reports is set.',
  cli: 'Required.',
} as const;

/** A setting's neutral key: the names core and client use. */
export type SettingKey = keyof typeof CATALOGUE;

/** Every key, in the catalogue's order (action.yml's). */
export const SETTING_KEYS = Object.keys(CATALOGUE) as SettingKey[];
