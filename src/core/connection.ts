/**
 * The connection a gate tests: the account's built-in sandbox, a connection id, or a partner
 * endpoint for which a matching connection is reused or created and registered with the OCPI
 * credentials handshake (waiting for a handshake the partner is still answering). Also the check
 * of the module against the suite listing, which needs the connection's OCPI version.
 */
import {
  type Connection,
  connectionKind,
  DeadlineError,
  ReadPacer,
  type ServiceClient,
} from '../client/index.js';
import { ClientError, InputError } from '../util/errors.js';
import { nearest } from '../util/suggest.js';
import { endSentence } from '../util/text.js';
import type { GateContext } from './context.js';
import type { ConnectionChoice, SettingNames } from './model.js';

/** A handshake that did not complete: the configuration must change, so it is a refusal. */
export class HandshakeError extends ClientError {
  readonly kind = 'input' as const;
}

/** Spacing of connection status reads while a handshake is in progress. */
const HANDSHAKE_POLL_MS = 2_000;

export async function resolveConnection(context: GateContext): Promise<Connection> {
  const { emit, name } = context;
  const choice: ConnectionChoice = context.settings.connection;
  const all = await allConnections(context.client, context.call);
  if (choice.mode === 'sandbox') {
    const sandbox = all.find((c) => connectionKind(c) === 'sandbox');
    if (!sandbox) {
      throw new InputError(
        'connection',
        `The account has no built-in sandbox connection. Give a connection id in \`${name('connection')}\`, or a partner endpoint in \`${name('partnerBaseUrl')}\`.`,
      );
    }
    emit({ type: 'connection-resolved', connection: sandbox, source: 'sandbox' });
    return sandbox;
  }
  if (choice.mode === 'id') {
    const found = all.find((c) => c._id === choice.id);
    if (!found) {
      throw new InputError(
        'connection',
        `The connection "${choice.id}" is unknown to the owner of this API key: it does not exist, was deleted, or belongs to another account. Connections of this account: ${all.map((c) => c._id).join(', ') || 'none'}.`,
      );
    }
    emit({ type: 'connection-resolved', connection: found, source: 'id' });
    return requireRegistered(found, name);
  }
  return ensureConnection(context, choice.request, all);
}

/** Reuses the account's connection to the partner endpoint, or creates one; then registers it. */
async function ensureConnection(
  context: GateContext,
  wanted: Extract<ConnectionChoice, { mode: 'ensure' }>['request'],
  all: Connection[],
): Promise<Connection> {
  const { client, call, emit } = context;
  const match = all.find(
    (c) =>
      connectionKind(c) === 'external' &&
      sameUrl(c.partnerBaseUrl, wanted.partnerBaseUrl) &&
      c.ourRole === wanted.ourRole &&
      c.theirRole === wanted.theirRole &&
      c.ocpiVersion === wanted.ocpiVersion,
  );
  let connection = match ?? (await client.connections.create(wanted, call));
  emit({ type: 'connection-resolved', connection, source: match ? 'reused' : 'created' });
  if (connection.status !== 'registered') {
    emit({ type: 'handshake', phase: 'started', connection });
    connection = await client.connections.register(connection._id, call);
    if (connection.status === 'pending') connection = await waitForHandshake(context, connection);
    emit({ type: 'handshake', phase: 'finished', connection });
  }
  return requireRegistered(connection, context.name);
}

/**
 * The handshake may still be going when the register call answers (`pending`): the partner
 * exchanges credentials with the service in its own time. Read the connection's status until it
 * settles, within the deadline. There is no single-connection read, so the list is read.
 */
async function waitForHandshake(context: GateContext, pending: Connection): Promise<Connection> {
  const { client, call, name } = context;
  context.emit({ type: 'handshake', phase: 'pending', connection: pending });
  const pacer = new ReadPacer('GET /connections', {
    now: context.now,
    sleep: client.transport.sleep,
  });
  await pacer.ready(); // the register call was the first read
  let connection = pending;
  while (connection.status === 'pending') {
    if (!(await pacer.ready({ intervalMs: HANDSHAKE_POLL_MS, ...call }))) {
      throw new DeadlineError(
        'POST /connections/{id}/register',
        `The OCPI credentials handshake with ${pending.partnerBaseUrl} was still pending when ${name('timeoutMinutes')} ran out (connection ${pending._id}).${connection.lastError ? ` The service reported: ${endSentence(connection.lastError)}` : ''} The partner may be slow to answer: run again, or raise ${name('timeoutMinutes')}.`,
      );
    }
    const current = (await allConnections(client, call)).find((c) => c._id === pending._id);
    if (!current) {
      throw new InputError(
        'connection',
        `Connection ${pending._id} left the connection list while its handshake was in progress: it was deleted. Run again to create it anew.`,
      );
    }
    connection = current;
  }
  return connection;
}

/** The account's connections, every page (there is no single-connection read). */
async function allConnections(
  client: ServiceClient,
  call: { signal?: AbortSignal; deadline: number },
): Promise<Connection[]> {
  const all: Connection[] = [];
  for await (const page of client.connections.pages({ limit: 100 }, call)) all.push(...page.items);
  return all;
}

function requireRegistered(connection: Connection, name: SettingNames): Connection {
  if (connection.status === 'registered') return connection;
  const why = connection.lastError
    ? ` The service reported: ${endSentence(connection.lastError)}`
    : '';
  throw new HandshakeError(
    connection.status === 'failed'
      ? `The OCPI credentials handshake with ${connection.partnerBaseUrl} failed (connection ${connection._id}).${why} Check the partner endpoint and the registration token (${name('tokenA')}), then run again.`
      : `Connection ${connection._id} is ${connection.status}, not registered: the credentials handshake has not completed.${why} Give ${name('partnerBaseUrl')} and a token so that the handshake can be run, or register it in the service.`,
  );
}

/**
 * Refuses a module the service has no suites for at the connection's OCPI version, with the
 * listed module it is plausibly a slip of: the modules come from the service's suite listing, not
 * from a list of ours, so the check and the suggestion wait for that one read.
 */
export async function checkModule(context: GateContext, connection: Connection): Promise<void> {
  const module = context.settings.module;
  if (!module) return;
  const listing = await context.client.suites.list(context.call);
  const modules = [
    ...new Set(
      listing.suites.filter((s) => s.version === connection.ocpiVersion).map((s) => s.module),
    ),
  ].sort();
  if (modules.length > 0 && !modules.includes(module)) {
    const match = nearest(module, modules);
    const hint = match === undefined ? '' : ` Did you mean "${match}"?`;
    throw new InputError(
      'module',
      `The module "${module}" has no suites for OCPI ${connection.ocpiVersion}.${hint} Valid modules: ${modules.join(', ')}.`,
    );
  }
}

function sameUrl(a: string, b: string): boolean {
  const norm = (u: string) => u.trim().replace(/\/+$/, '').toLowerCase();
  return norm(a) === norm(b);
}
