/**
 * `runs list | delete | share | unshare`: the graded reports of the account. A share link opens
 * the report without an account; `runs unshare` (or deleting the report) revokes it at once.
 */
import type { RunReport } from '../client/index.js';
import { shareUrl } from '../core/finish.js';
import { InputError } from '../util/errors.js';
import { plural } from '../util/text.js';
import { type ParsedCommand, SERVICE_OPTIONS, settingOption } from './args.js';
import { accountCommand, type CommandGroup, table } from './command.js';
import { EXIT } from './exit-codes.js';
import { optionValues } from './options.js';

const COMMON_OPTIONS = SERVICE_OPTIONS;
const REPORT_ID = { name: 'REPORT_ID', description: 'the report id (from run or runs list)' };

/** A report without its checks: what a listing shows (full reports can be very large). */
export type RunListing = RunReport & { suiteCount: number };

function listing(report: RunReport): RunListing {
  return { ...report, suites: undefined, suiteCount: report.suites?.length ?? 0 };
}

const list = accountCommand({
  spec: {
    name: 'runs list',
    summary: 'Lists the graded reports of the account, newest first (conformance and journeys).',
    options: [
      settingOption('runsConnection'),
      settingOption('runsStatus'),
      settingOption('runsVersion'),
      settingOption('runsLimit'),
      settingOption('runsCursor'),
      settingOption('listAll'),
      ...COMMON_OPTIONS,
    ],
    notes:
      'With --json, stdout holds {"runs": [...], "nextCursor": string|null}; each run is its report\nwithout the checks (suiteCount says how many suites it holds).',
  },
  check: (parsed: ParsedCommand) => {
    const options = optionValues(parsed, [
      'runsConnection',
      'runsStatus',
      'runsVersion',
      'runsLimit',
      'runsCursor',
      'listAll',
    ]);
    const query = {
      connectionId: options.runsConnection,
      status: options.runsStatus,
      ocpiVersion: options.runsVersion,
      limit: options.runsLimit,
      cursor: options.runsCursor,
      all: options.listAll,
    };
    if (query.all && query.cursor) {
      throw new InputError('cursor', 'Give either --all or --cursor, not both.');
    }
    return query;
  },
  async execute({ client, terminal }, { all, ...query }) {
    const runs: RunListing[] = [];
    let nextCursor: string | undefined;
    if (all) {
      for await (const page of client().runs.pages(query)) runs.push(...page.items.map(listing));
    } else {
      const page = await client().runs.list(query);
      runs.push(...page.items.map(listing));
      nextCursor = page.meta?.nextCursor;
    }
    if (terminal.json) {
      terminal.printJson({ runs, nextCursor: nextCursor ?? null });
      return EXIT.ok;
    }
    const lines = [
      plural(runs.length, 'run'),
      table(
        ['REPORT', 'STATUS', 'KIND', 'OCPI', 'MODULE', 'PASSED', 'SEED', 'PARTNER'],
        runs.map((run) => [
          run._id,
          run.status,
          run.runKind ?? 'conformance',
          run.ocpiVersion ?? '',
          run.module ?? 'all',
          run.summary ? `${run.summary.passed}/${run.summary.total}` : '',
          run.seed ?? '',
          run.connectionLabel ?? '',
        ]),
        terminal.redact,
      ),
    ];
    if (nextCursor) {
      lines.push(`More runs follow: add --cursor ${nextCursor} for the next page, or --all.`);
    }
    terminal.print(lines.join('\n'));
    return EXIT.ok;
  },
});

const remove = accountCommand({
  spec: {
    name: 'runs delete',
    summary:
      'Deletes a report: it leaves the list, and its share link (if any) stops working at once.',
    positionals: [REPORT_ID],
    options: COMMON_OPTIONS,
    notes: 'With --json, stdout holds {"reportId": ..., "deleted": true}.',
  },
  async execute({ client, terminal, parsed }) {
    const reportId = parsed.positionals[0]!;
    await client().runs.delete(reportId);
    if (terminal.json) terminal.printJson({ reportId, deleted: true });
    else terminal.print(`Deleted report ${reportId}; a share link to it no longer opens it.`);
    return EXIT.ok;
  },
});

const share = accountCommand({
  spec: {
    name: 'runs share',
    summary:
      'Issues a public share link for a report, openable without an account, and prints the\nshare token and the link.',
    positionals: [REPORT_ID],
    options: [settingOption('shareUrlTemplate'), ...COMMON_OPTIONS],
    notes: `Anyone holding the link or token can read the report. Revoke it with
"ocpi-conformance runs unshare REPORT_ID"; deleting the report revokes it too.
With --json, stdout holds {"reportId": ..., "shareToken": ..., "url": ...}.`,
  },
  // Checked by its catalogue entry, as run's share-url-template is.
  check: (parsed: ParsedCommand) => optionValues(parsed, ['shareUrlTemplate']).shareUrlTemplate,
  async execute({ client, terminal, parsed }, template) {
    const reportId = parsed.positionals[0]!;
    const service = client();
    const shareToken = await service.shares.create(reportId);
    const url = shareUrl(template, {
      baseUrl: service.transport.baseUrl,
      token: shareToken,
      reportId,
    });
    if (terminal.json) {
      terminal.printJson({ reportId, shareToken, url });
      return EXIT.ok;
    }
    terminal.print(
      [
        `Report ${reportId} is shared: anyone with the link can open it.`,
        `Link:  ${url}`,
        `Token: ${shareToken}`,
        `Revoke it with: ocpi-conformance runs unshare ${reportId}`,
      ].join('\n'),
    );
    return EXIT.ok;
  },
});

const unshare = accountCommand({
  spec: {
    name: 'runs unshare',
    summary: 'Revokes the share link of a report: the token stops working at once.',
    positionals: [REPORT_ID],
    options: COMMON_OPTIONS,
    notes: 'With --json, stdout holds {"reportId": ..., "shared": false}.',
  },
  async execute({ client, terminal, parsed }) {
    const reportId = parsed.positionals[0]!;
    await client().shares.remove(reportId);
    if (terminal.json) terminal.printJson({ reportId, shared: false });
    else terminal.print(`The share link of report ${reportId} is revoked; it is private again.`);
    return EXIT.ok;
  },
});

export const runsGroup: CommandGroup = {
  name: 'runs',
  summary: 'The graded reports of the account: list them, delete one, share or unshare it.',
  commands: { list, delete: remove, share, unshare },
};
