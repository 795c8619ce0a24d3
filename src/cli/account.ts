/**
 * `suites` (what the service can run; no API key needed) and `usage` (the key owner's plan and
 * what of it is used).
 */

import { connectionKind, type ServiceClient } from '../client/index.js';
import { plural } from '../util/text.js';
import {
  ALLOW_INSECURE_HTTP_OPTION,
  BASE_URL_OPTION,
  JSON_OPTION,
  type ParsedCommand,
  SERVICE_OPTIONS,
  settingOption,
  VERBOSE_OPTION,
} from './args.js';
import { accountCommand, table } from './command.js';
import { EXIT } from './exit-codes.js';
import { optionValues } from './options.js';

/**
 * Whether the service's count of connections takes in the built-in sandbox peer, which `connections
 * list` shows: said only when the list tells (the interface does not), else nothing.
 */
async function sandboxNote(client: ServiceClient, active: number | undefined): Promise<string> {
  if (active === undefined) return '';
  try {
    let all = 0;
    let sandboxes = 0;
    for await (const page of client.connections.pages()) {
      all += page.items.length;
      sandboxes += page.items.filter((c) => connectionKind(c) === 'sandbox').length;
    }
    if (sandboxes === 0) return '';
    if (all === active) return ' (the built-in sandbox peer is counted)';
    if (active === all - sandboxes) return ' (the built-in sandbox peer is not counted)';
    return '';
  } catch {
    // The note is a courtesy; usage itself was read.
    return '';
  }
}

export const suitesCommand = accountCommand({
  spec: {
    name: 'suites',
    summary:
      'Lists the conformance suites the service can run, by OCPI version and module. Needs no API key.',
    options: [
      BASE_URL_OPTION,
      ALLOW_INSECURE_HTTP_OPTION,
      settingOption('suitesVersion'),
      settingOption('suitesModule'),
      JSON_OPTION,
      VERBOSE_OPTION,
    ],
    notes:
      'With --json, stdout holds {"suites": [...]}: the suite entries as the service lists them.',
  },
  needsKey: false,
  check: (parsed: ParsedCommand) => {
    const { suitesVersion, suitesModule } = optionValues(parsed, ['suitesVersion', 'suitesModule']);
    return { version: suitesVersion, module: suitesModule };
  },
  async execute({ client, terminal }, filter) {
    const listing = await client().suites.list();
    const suites = listing.suites.filter(
      (suite) =>
        (filter.version === undefined || suite.version === filter.version) &&
        (filter.module === undefined || suite.module === filter.module),
    );
    if (filter.module !== undefined && suites.length === 0) {
      const modules = [
        ...new Set(
          listing.suites
            .filter((suite) => filter.version === undefined || suite.version === filter.version)
            .map((suite) => suite.module),
        ),
      ].sort();
      terminal.log(
        `No suites of module "${filter.module}"${filter.version ? ` for OCPI ${filter.version}` : ''}. Modules: ${modules.join(', ') || 'none'}.`,
      );
    }
    if (terminal.json) {
      terminal.printJson({ suites });
      return EXIT.ok;
    }
    const sorted = [...suites].sort(
      (a, b) =>
        a.version.localeCompare(b.version) ||
        a.module.localeCompare(b.module) ||
        (a.order ?? 0) - (b.order ?? 0),
    );
    terminal.print(
      `${plural(suites.length, 'suite')}\n${table(
        ['ID', 'OCPI', 'MODULE', 'CHECKS', 'MANDATORY', 'NAME'],
        sorted.map((suite) => [
          suite.id,
          suite.version,
          suite.module,
          suite.test_count === undefined ? '' : String(suite.test_count),
          suite.mandatory === undefined ? '' : suite.mandatory ? 'yes' : 'no',
          suite.name ?? '',
        ]),
        terminal.redact,
      )}`,
    );
    return EXIT.ok;
  },
});

export const usageCommand = accountCommand({
  spec: {
    name: 'usage',
    summary: "Shows the plan of the API key's owner, its limits and what is used of them.",
    options: SERVICE_OPTIONS,
    notes: 'With --json, stdout holds the usage object as the service answers it.',
  },
  async execute({ client, terminal }) {
    const usage = await client().usage.get();
    if (terminal.json) {
      terminal.printJson(usage);
      return EXIT.ok;
    }
    const of = (used: number | undefined, cap: number | undefined) =>
      `${used ?? '?'} of ${cap ?? 'no published limit'}`;
    const lines = [
      `Plan: ${usage.plan ?? 'unknown'}${usage.tier ? ` (tier ${usage.tier})` : ''}`,
      `Connections: ${of(usage.connections?.active, usage.connections?.cap)}${await sandboxNote(client(), usage.connections?.active)}`,
      `API keys: ${of(usage.apiKeys?.active, usage.apiKeys?.cap)}`,
      `Runs in flight: ${of(usage.runs?.inflight, usage.runs?.inflightCap)} at once; at most ${usage.runs?.perMinuteCap ?? '?'} starts per minute; ${usage.runs?.thisMonth ?? '?'} this month`,
    ];
    if (usage.reportRetentionDays !== undefined) {
      lines.push(`Reports kept: ${usage.reportRetentionDays} days`);
    }
    if (usage.members?.active !== undefined) lines.push(`Members: ${usage.members.active}`);
    terminal.print(lines.join('\n'));
    return EXIT.ok;
  },
});
