/**
 * `connections list | create | register`: the partner endpoints of the account. `create` checks
 * the whole request (both token forms of interface 2.4) before sending it; tokens are masked from
 * the moment they are read and never printed.
 */
import { type Connection, type CreateConnection, connectionKind } from '../client/index.js';
import { CATALOGUE } from '../core/catalogue.js';
import { CONNECTION_FIELDS, checkConnectionRequest } from '../core/settings.js';
import { InputError } from '../util/errors.js';
import { plural } from '../util/text.js';
import { type OptionSpec, type ParsedCommand, SERVICE_OPTIONS, settingOption } from './args.js';
import { accountCommand, type CommandGroup, table } from './command.js';
import { EXIT } from './exit-codes.js';
import { flagName } from './flags.js';
import { optionSource, optionValues, readOptions } from './options.js';

const COMMON_OPTIONS = SERVICE_OPTIONS;

const list = accountCommand({
  spec: {
    name: 'connections list',
    summary: 'Lists the connections of the account (the built-in sandbox among them).',
    options: [
      settingOption('connectionsDirection'),
      settingOption('connectionsLimit'),
      settingOption('listAll'),
      ...COMMON_OPTIONS,
    ],
    notes:
      'With --json, stdout holds {"connections": [...], "hasMore": true|false}; hasMore says a next page may exist (use --all).',
  },
  check: (parsed: ParsedCommand) => {
    const options = ['connectionsDirection', 'connectionsLimit', 'listAll'] as const;
    const { connectionsDirection, connectionsLimit, listAll } = optionValues(parsed, options);
    return { direction: connectionsDirection, limit: connectionsLimit, all: listAll };
  },
  async execute({ client, terminal }, query) {
    const connections: Connection[] = [];
    let hasMore = false;
    if (query.all) {
      for await (const page of client().connections.pages({
        direction: query.direction,
        limit: query.limit,
      })) {
        connections.push(...page.items);
      }
    } else {
      const page = await client().connections.list({
        direction: query.direction,
        limit: query.limit,
      });
      connections.push(...page.items);
      // A full page may be followed by another: the same rule the client's paging uses.
      hasMore =
        page.items.length > 0 && page.items.length >= (page.meta?.limit ?? query.limit ?? 50);
    }
    if (terminal.json) {
      terminal.printJson({ connections, hasMore });
      return EXIT.ok;
    }
    const lines = [
      plural(connections.length, 'connection'),
      table(
        ['ID', 'KIND', 'STATUS', 'OCPI', 'ROLES', 'PARTNER'],
        connections.map((c) => [
          c._id,
          connectionKind(c),
          c.status,
          c.ocpiVersion,
          `${c.ourRole} to ${c.theirRole}`,
          c.partnerBaseUrl,
        ]),
        terminal.redact,
      ),
    ];
    for (const c of connections.filter((c) => c.lastError)) {
      lines.push(`${c._id}: last error: ${terminal.oneLine(c.lastError!, 300)}`);
    }
    if (hasMore) lines.push('More connections may follow: add --all to read every page.');
    terminal.print(lines.join('\n'));
    return EXIT.ok;
  },
});

/**
 * The options of a connection request, named and described as the action's inputs and run's
 * flags (the catalogue's): the partner's URL is what it is, without run's ensure mode around it.
 */
export const CREATE_OPTIONS: OptionSpec[] = CONNECTION_FIELDS.map((field) =>
  field === 'partnerBaseUrl'
    ? settingOption(field, `Required: ${CATALOGUE.partnerBaseUrl.meaning}.`)
    : settingOption(field),
);

/**
 * The creation request from the flags, checked in full by core's checkConnectionRequest (as a run's
 * ensure mode is); every problem names its flag, or the environment variable its value came from.
 */
export function readCreateConnection(parsed: ParsedCommand): CreateConnection {
  const given = readOptions(parsed, (values) =>
    Object.fromEntries(CONNECTION_FIELDS.map((field) => [field, values.raw(field)])),
  );
  const { request, problems } = checkConnectionRequest(given, flagName);
  if (problems.length > 0) {
    const text = problems.map((p) => `- ${optionSource(parsed, p.setting)}: ${p.message}`);
    throw new InputError(
      flagName(problems[0]!.setting).slice(2),
      `${problems.length === 1 ? '1 problem' : `${problems.length} problems`} with the connection, nothing was sent:\n${text.join('\n')}`,
    );
  }
  return request;
}

const create = accountCommand({
  spec: {
    name: 'connections create',
    summary:
      'Creates a connection to a partner endpoint (status pending). Register it next to run the\nOCPI credentials handshake.',
    options: [...CREATE_OPTIONS, ...COMMON_OPTIONS],
    notes: `Two forms (interface 2.4):
  registration:          --token-a TOKEN
  existing credentials:  --token-c TOKEN --our-party-id ID --our-country-code CC [--local-token-b TOKEN]
Every value is checked before anything is sent. Tokens are masked in all output and never
printed; pass them through the environment (OCPI_TESTING_TOKEN_A...) rather than the command line.
With --json, stdout holds the created connection.

Example:
  OCPI_TESTING_TOKEN_A=... ocpi-conformance connections create \\
    --partner-base-url https://cpo.example/ocpi/versions --our-role EMSP --their-role CPO \\
    --ocpi-version 2.2.1`,
  },
  check: readCreateConnection,
  async execute({ client, terminal }, request) {
    const connection = await client().connections.create(request);
    if (terminal.json) {
      terminal.printJson(connection);
      return EXIT.ok;
    }
    terminal.print(
      `Created connection ${describe(connection)}.\nNext, run the credentials handshake: ocpi-conformance connections register ${connection._id}`,
    );
    return EXIT.ok;
  },
});

const register = accountCommand({
  spec: {
    name: 'connections register',
    summary:
      'Runs the OCPI credentials handshake with a connection of the account. Exits 4 when the\nhandshake failed, 3 when the connection is still pending.',
    positionals: [{ name: 'CONNECTION_ID', description: 'the connection to register' }],
    options: COMMON_OPTIONS,
    notes: 'With --json, stdout holds the connection with its status after the handshake.',
  },
  async execute({ client, terminal, parsed }) {
    const connection = await client().connections.register(parsed.positionals[0]!);
    const registered = connection.status === 'registered';
    if (!registered) {
      terminal.log(
        connection.status === 'failed'
          ? `The credentials handshake with ${connection.partnerBaseUrl} failed${connection.lastError ? `: ${connection.lastError}` : ''}. Check the partner endpoint and the token given at creation, then register again.`
          : `Connection ${connection._id} is ${connection.status}, not registered, after the handshake${connection.lastError ? `: ${connection.lastError}` : ''}. Register it again later.`,
      );
    }
    if (terminal.json) terminal.printJson(connection);
    else terminal.print(`Connection ${describe(connection)}.`);
    if (registered) return EXIT.ok;
    return connection.status === 'failed' ? EXIT.refused : EXIT.noVerdict;
  },
});

function describe(c: Connection): string {
  return `${c._id}: ${c.partnerBaseUrl}, OCPI ${c.ocpiVersion}, ${c.ourRole} to ${c.theirRole}, status ${c.status}`;
}

export const connectionsGroup: CommandGroup = {
  name: 'connections',
  summary: 'The partner endpoints of the account: list them, create one, run its handshake.',
  commands: { list, create, register },
};
