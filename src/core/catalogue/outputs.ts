/**
 * What a run writes and publishes (files, summary, comment, share link, artifact), and merge mode.
 * Entries of the settings catalogue (core/catalogue.ts), in action.yml's order; SettingSpec says
 * what each field means.
 */
import {
  anyText,
  bool,
  oneOf,
  shareTemplate,
  text,
  WHEN,
  wholeNumber,
  without,
} from './parsers.js';
import type { SettingSpec } from './spec.js';

/**
 * How many legs a merge may expect: at most as many as a GitHub matrix runs (256); GitLab's
 * parallel: runs at most 200.
 */
export const EXPECTED_LEGS = { min: 1, max: 256 } as const;

/** How long GitHub keeps a workflow artifact at most, in days. */
const RETENTION_DAYS = { min: 1, max: 90 } as const;

export const OUTPUT_SETTINGS = {
  summary: {
    input: 'summary',
    actionOnly:
      "the job summary is GitHub's (the CLI prints its result; merge --summary-file writes one)",
    default: 'true',
    description: 'Write the job summary.',

    parse: bool,
    into: 'settings',
  },
  annotations: {
    input: 'annotations',
    actionOnly: "annotations and the check run are GitHub's",
    default: 'true',
    description:
      "Annotate the run. With `permissions: checks: write`, the job's own check run (see " +
      '{{checkRunId}}) carries the report and an annotation for every failed and warned check; ' +
      'without it, the first failed checks are annotated as workflow commands (at most 10, then ' +
      'a notice). `false`: neither.',

    parse: bool,
    into: 'settings',
  },
  checkRunId: {
    input: 'check-run-id',
    actionOnly: "the job's check run is GitHub's",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, as action.yml writes it
    default: '${{ job.check_run_id }}',
    description:
      "Leave the default. The id of this job's own check run, which the runner fills in " +
      '(`job.check_run_id`); the action writes the report and its annotations there, never its ' +
      'status or conclusion. Empty (GitHub Enterprise Server without that context, an older ' +
      'runner): the first failed checks are annotated as workflow commands, with one warning ' +
      'saying why.',

    parse: anyText,
    into: 'settings',
  },
  reportFile: {
    input: 'report-file',
    flag: 'report-file',
    placeholder: 'FILE',
    description:
      'Where to write the graded report as JSON (redacted). Default: the action writes ' +
      '`$RUNNER_TEMP/ocpi-conformance-report.json`; the CLI writes none unless asked.',

    parse: text,
    file: {
      label: 'Report file',
      json: 'where the report file was written',
      output: true,
      merge: 'write the merged result (verdict, reason, a row per leg) as JSON to FILE',
      role: 'result',
      demo: 'ocpi-conformance-report.json',
    },
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

    parse: oneOf(WHEN),
    into: 'gate',
  },
  shareUrlTemplate: {
    input: 'share-url-template',
    flag: 'share-url-template',
    placeholder: 'TEMPLATE',
    default: '{baseUrl}/shared/{token}',
    description:
      'How the share link is built: it must hold `{token}`, and may use `{origin}` (of ' +
      '{{baseUrl}}), `{baseUrl}` and `{reportId}`.',

    parse: shareTemplate,
    into: 'gate',
  },
  comment: {
    input: 'comment',
    actionOnly: "the pull request comment is GitHub's",
    default: 'never',
    description:
      'Post or update one sticky comment on the pull request (on a push, on the open pull ' +
      'request of the commit): `never`, `always` or `on-failure`. Needs `permissions: ' +
      'pull-requests: write`; pull requests from forks get a read-only token, so there the ' +
      'comment is skipped with a warning. A comment is never a reason to fail.',

    parse: oneOf(WHEN),
    into: 'settings',
  },
  githubToken: {
    input: 'github-token',
    actionOnly: 'the token of the pull request comment',
    secret: true,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, as action.yml writes it
    default: '${{ github.token }}',
    description:
      'The token used for the pull request comment. Default: the workflow token. Masked.',

    parse: text,
    into: 'settings',
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

    parse: text,
    into: 'settings',
    file: {
      label: 'JUnit file',
      json: 'where the JUnit file was written',
      merge: "write every leg's checks as one JUnit XML file to FILE (suites named by leg)",
      demo: 'ocpi-conformance-junit.xml',
    },
  },
  ctrfFile: {
    input: 'ctrf-file',
    flag: 'ctrf-file',
    placeholder: 'FILE',
    description:
      'Also write the report as CTRF JSON (the Common Test Report Format, ctrf.io) to this path: ' +
      'one test per check, `suite` the OCPI version and module, warned, allowed and unobservable ' +
      'checks kept in `rawStatus`, for CTRF readers (github-test-reporter, Slack and Teams ' +
      'reporters, dashboards). Empty: no CTRF file.',

    parse: text,
    into: 'settings',
    file: {
      label: 'CTRF file',
      json: 'where the CTRF file was written',
      merge:
        "write every leg's checks as one CTRF JSON file to FILE (each test's suite led by its leg)",
    },
  },
  htmlReport: {
    input: 'html-report',
    flag: 'html-report',
    placeholder: 'FILE',
    description:
      'Where to write the report as one self-contained HTML file (every check, filterable, with ' +
      'its exchange and the spec clauses; opens from disk with no network). Default: the action ' +
      'writes it beside {{reportFile}}, ending in `.html`; the CLI writes none unless asked.',

    parse: text,
    file: {
      label: 'HTML report',
      json: 'where the HTML report was written',
      output: true,
      besideReport: '.html',
      merge: 'write a self-contained HTML page of the legs and their failed checks to FILE',
      role: 'page',
      demo: 'ocpi-conformance-report.html',
    },
  },
  harFile: {
    input: 'har-file',
    flag: 'har',
    placeholder: 'FILE',
    description:
      'Where to write the exchanges of the failed and warned checks as an HTTP Archive (HAR 1.2): ' +
      'one entry per check (request, response, timing; the check id, clauses and expected ' +
      'statuses in `_ocpi` and `comment`), credentials as placeholders such as `$OCPI_TOKEN`. ' +
      'Opens in browser DevTools, Postman and Insomnia. Default: the action writes it beside ' +
      '{{reportFile}}, ending in `.har`; the CLI writes none unless asked.',

    parse: text,
    file: {
      label: 'HAR file',
      json: 'where the HAR file was written',
      besideReport: '.har',
      merge:
        "write every leg's failed and warned exchanges as one HAR 1.2 file to FILE (credentials as placeholders)",
      role: 'requests',
      demo: 'ocpi-conformance-report.har',
    },
  },
  codequalityFile: {
    input: 'codequality-file',
    flag: 'codequality',
    placeholder: 'FILE',
    description:
      "Also write the failed checks as a GitLab code quality report to this path, for GitLab's " +
      '`artifacts: reports: codequality` (the merge request widget then shows the failures a ' +
      'change brings and those it fixes): one entry per failed check, its description naming the ' +
      'spec clause it broke, at the journey file of a journey run, else at the CI file that runs ' +
      'the job (the workflow file, `.gitlab-ci.yml`), with a fingerprint that stays the same from ' +
      'run to run while the same check fails on the same clause. Empty: no code quality report.',

    parse: text,
    into: 'settings',
    file: {
      label: 'Code quality report',
      json: 'where the GitLab code quality report was written',
      merge:
        "write every leg's failed checks as one GitLab code quality report to FILE (each entry naming its leg)",
    },
  },
  summaryFile: {
    // Written by `merge` alone: the action writes the job summary instead, and `run` prints its
    // result. Said outright, so that every entry has an `input` to read, if only undefined.
    input: undefined,
    flag: 'summary-file',
    commands: ['merge'],
    env: false,
    placeholder: 'FILE',
    description:
      "Where `merge` writes the Markdown summary of the legs; the action's merge mode writes it " +
      'as the job summary instead.',

    parse: text,
    file: {
      label: 'Summary',
      merge:
        'write the Markdown summary (a row per leg, failed checks by leg) to FILE, e.g. for a merge request note',
    },
  },
  uploadReport: {
    input: 'upload-report',
    actionOnly: "the workflow artifact is GitHub's (the CLI writes its files where told)",
    default: 'always',
    description:
      'Upload the report files (the JSON report, the HTML report, the HAR file and, when asked, the ' +
      'JUnit, CTRF and code quality files) as one workflow artifact: `always`, `on-failure` or `never`. Sets the artifact-id ' +
      'and artifact-url outputs; the job summary and the PR comment link it. A failed upload is ' +
      'a warning, never a failed step.',

    parse: oneOf(WHEN),
    into: 'settings',
  },
  artifactName: {
    input: 'artifact-name',
    actionOnly: "the workflow artifact is GitHub's",
    description:
      "The report artifact's name, unique in the workflow run. Default: `ocpi-conformance-<job " +
      'id>`, plus `-<job-index>` in a matrix leg other than the first.',

    parse: without(
      /[":<>|*?\r\n\\/]/,
      (raw) =>
        `"${raw}" holds a character an artifact name cannot have (" : < > | * ? \\ / or a line break).`,
    ),
    into: 'settings',
  },
  artifactRetentionDays: {
    input: 'artifact-retention-days',
    actionOnly: "the workflow artifact is GitHub's",
    description:
      `Days to keep the report artifact, ${RETENTION_DAYS.min} to ${RETENTION_DAYS.max} (at ` +
      "most the repository's limit). Default: the repository's setting.",

    parse: wholeNumber(
      RETENTION_DAYS.min,
      RETENTION_DAYS.max,
      ' of days',
      " (leave it empty for the repository's setting)",
    ),
    into: 'settings',
  },
  mergeReports: {
    input: 'merge-reports',
    actionOnly: "merge mode is the action's; the CLI has the merge command",
    description:
      "Merge mode, for the final job of a matrix: start no run; merge the legs' result files " +
      '(their {{reportFile}}), found by these globs (one a line, `!` excludes), into one ' +
      'summary, one PR comment per workflow, one JUnit file, one CTRF file, one HTML report, one ' +
      'HAR file, one code quality report and one verdict (README: "Merging a matrix"). Only ' +
      "{{summary}}, {{annotations}} (on the merge job's own check run, every leg's failures), " +
      '{{checkRunId}}, {{comment}}, {{githubToken}}, {{reportFile}} (the merged result), ' +
      '{{junitFile}}, {{ctrfFile}}, {{htmlReport}}, {{harFile}}, {{codequalityFile}} and ' +
      '{{expectedLegs}} apply then.',

    parse: anyText,
  },
  expectedLegs: {
    input: 'expected-legs',
    actionOnly: "merge mode is the action's; the CLI's merge command takes --expected-legs",
    flag: 'expected-legs',
    commands: ['merge'],
    placeholder: 'N',
    description:
      'With {{mergeReports}}: how many legs the matrix has. Fewer result files than this gives ' +
      'error (a leg that was cancelled or never uploaded its file is not a pass).',

    parse: wholeNumber(
      EXPECTED_LEGS.min,
      EXPECTED_LEGS.max,
      '',
      ': give the number of legs in the matrix',
    ),
  },
} as const satisfies Readonly<Record<string, SettingSpec>>;
