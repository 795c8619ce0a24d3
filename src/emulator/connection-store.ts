/**
 * The connections of the emulated service (interface 2.3, 4.1): each owner's sandbox connection
 * and the external ones it creates, their credentials handshake, the connection list, and the
 * rule that a local token may serve one connection only.
 *
 * Partner tokens are kept apart from the records (partnerTokens) only because a scenario may ask
 * the report generator to echo them, as a careless service would; the token-in-use rule works on
 * their hashes.
 */
import { createHash } from 'node:crypto';
import type { Connection } from '../client/resources/connections.js';
import { ApiError, notFound } from './api-error.js';
import type { EmulatedClock } from './clock.js';
import type { IdMint } from './ids.js';
import type { PartnerBook } from './partners.js';
import type { ConnectionRecord, PartnerOutcome } from './records.js';
import type { UsageStore } from './usage-store.js';
import type { CreateConnectionInput } from './validate.js';

export const SANDBOX_CONNECTION = {
  kind: 'sandbox',
  ocpiVersion: '2.2.1',
  ourRole: 'EMSP',
  theirRole: 'CPO',
  partnerBaseUrl: 'https://sandbox.ocpi-testing.invalid/ocpi/versions',
} as const;

/** OCPI 2.1.1 knows these roles only. */
const ROLES_OF_211: readonly string[] = ['CPO', 'EMSP'];

export class ConnectionStore {
  private readonly records = new Map<string, ConnectionRecord>();
  /** Per owner: connection ids in creation order, the sandbox first. */
  private readonly idsByOwner = new Map<string, string[]>();
  private readonly partnerTokens = new Map<string, string[]>();
  private readonly usedTokenHashes = new Set<string>();

  constructor(
    private readonly clock: EmulatedClock,
    private readonly ids: IdMint,
    private readonly usage: UsageStore,
    private readonly partners: PartnerBook,
  ) {}

  /** Gives a new owner its sandbox connection, registered from the start. */
  addSandbox(ownerId: string): string {
    if (this.idsByOwner.has(ownerId)) throw new Error(`owner "${ownerId}" has a sandbox already`);
    const id = this.ids.next('con_');
    this.records.set(id, {
      id,
      ownerId,
      kind: 'sandbox',
      form: 'sandbox',
      partnerBaseUrl: SANDBOX_CONNECTION.partnerBaseUrl,
      ourRole: SANDBOX_CONNECTION.ourRole,
      theirRole: SANDBOX_CONNECTION.theirRole,
      ocpiVersion: SANDBOX_CONNECTION.ocpiVersion,
      status: 'registered',
      lastError: undefined,
      createdAt: this.clock.now(),
    });
    this.idsByOwner.set(ownerId, [id]);
    return id;
  }

  /**
   * Creates an external connection (4.1). The checks run in the order a client meets them:
   * the configuration (422), the plan's ceiling (402, 409), the local token (409), the rate (429).
   */
  create(ownerId: string, input: CreateConnectionInput): Connection {
    const ids = this.idsOf(ownerId);
    checkConfiguration(input);
    this.usage.checkConnectionCeiling(ownerId, this.externalCount(ownerId));
    const tokenHashes = [input.tokenC, input.localTokenB]
      .filter((token): token is string => token !== undefined)
      .map(hashToken);
    if (tokenHashes.some((hash) => this.usedTokenHashes.has(hash))) {
      throw new ApiError(
        409,
        'token_in_use',
        'The local token sent (tokenC or localTokenB) is already in use by another connection.',
      );
    }
    const now = this.usage.takeConnectionCreation(ownerId);
    const record: ConnectionRecord = {
      id: this.ids.next('con_'),
      ownerId,
      kind: 'external',
      form: input.form,
      partnerBaseUrl: input.partnerBaseUrl,
      ourRole: input.ourRole,
      theirRole: input.theirRole,
      ocpiVersion: input.ocpiVersion,
      status: 'pending',
      lastError: undefined,
      createdAt: now,
    };
    this.records.set(record.id, record);
    ids.push(record.id);
    for (const hash of tokenHashes) this.usedTokenHashes.add(hash);
    this.partnerTokens.set(
      record.id,
      [input.tokenA, input.tokenC, input.localTokenB].filter((t): t is string => t !== undefined),
    );
    return this.view(record);
  }

  /**
   * The owner's connections. Direction (a documented emulator rule): outbound connections are
   * those whose handshake the service starts (tokenA form, and the sandbox); inbound ones are
   * those the partner registered already (tokenC form).
   */
  list(
    ownerId: string,
    query: { direction?: 'inbound' | 'outbound'; limit: number; skip: number },
  ): { items: Connection[]; meta: Record<string, unknown> } {
    const all = this.idsOf(ownerId)
      .map((id) => this.records.get(id)!)
      .filter((c) => query.direction === undefined || directionOf(c) === query.direction);
    const items = all.slice(query.skip, query.skip + query.limit).map((c) => this.view(c));
    const more = query.skip + items.length < all.length;
    return {
      items,
      meta: {
        limit: query.limit,
        skip: query.skip,
        ...(more ? { nextCursor: String(query.skip + items.length) } : {}),
      },
    };
  }

  /** The OCPI credentials handshake (4.1), with the outcome set for the partner (PartnerBook). */
  register(ownerId: string, connectionId: string): Connection {
    const record = this.owned(ownerId, connectionId);
    if (record.kind === 'external' && record.status !== 'registered' && !record.handshake) {
      // With existing credentials the partner registered already: nothing to exchange.
      const outcome: PartnerOutcome =
        record.form === 'existing-credentials'
          ? { status: 'registered' }
          : this.partners.outcomeFor(record.partnerBaseUrl);
      if (outcome.pendingMs) {
        record.status = 'pending';
        record.lastError = undefined;
        record.handshake = { outcome, settlesAt: this.clock.now() + outcome.pendingMs };
      } else {
        settleHandshake(record, outcome);
      }
    }
    return this.view(record);
  }

  /**
   * An owned connection, as recorded; another owner's or an unknown id answers 404. A handshake
   * whose time has come settles only when the connection is viewed (view()), not here.
   */
  owned(ownerId: string, connectionId: string): ConnectionRecord {
    const record = this.records.get(connectionId);
    if (!record || record.ownerId !== ownerId) throw notFound('Connection', connectionId);
    return record;
  }

  /** A connection by id, whoever owns it (for records that name one), as recorded. */
  get(connectionId: string): ConnectionRecord {
    const record = this.records.get(connectionId);
    if (!record) throw new Error(`unknown connection "${connectionId}"`);
    return record;
  }

  has(connectionId: string): boolean {
    return this.records.has(connectionId);
  }

  sandboxId(ownerId: string): string {
    return this.idsOf(ownerId)[0]!;
  }

  /** External connections of the owner, the ones its plan counts. */
  externalCount(ownerId: string): number {
    return this.idsOf(ownerId).filter((id) => this.records.get(id)!.kind === 'external').length;
  }

  /** Partner tokens sent when the connection was created (for scenario.echoSecrets). */
  partnerTokensOf(connectionId: string): string[] {
    return [...(this.partnerTokens.get(connectionId) ?? [])];
  }

  /** The connection as the API shows it (2.3); a handshake whose time has come settles first. */
  view(record: ConnectionRecord): Connection {
    if (record.handshake && this.clock.now() >= record.handshake.settlesAt) {
      settleHandshake(record, record.handshake.outcome);
    }
    return {
      _id: record.id,
      partnerBaseUrl: record.partnerBaseUrl,
      ourRole: record.ourRole,
      theirRole: record.theirRole,
      ocpiVersion: record.ocpiVersion,
      status: record.status,
      kind: record.kind,
      ...(record.lastError === undefined ? {} : { lastError: record.lastError }),
      direction: directionOf(record),
      createdAt: new Date(record.createdAt).toISOString(),
    };
  }

  /** How a report names the connection it ran against. */
  label(record: ConnectionRecord): string {
    if (record.kind === 'sandbox') return `sandbox (${record.ocpiVersion})`;
    return `${new URL(record.partnerBaseUrl).host} (${record.ocpiVersion})`;
  }

  private idsOf(ownerId: string): string[] {
    const ids = this.idsByOwner.get(ownerId);
    if (!ids) throw new Error(`unknown owner "${ownerId}"`);
    return ids;
  }
}

/** A connection links two different roles, and OCPI 2.1.1 knows only two (422 otherwise). */
function checkConfiguration(input: CreateConnectionInput): void {
  if (input.ourRole === input.theirRole) {
    throw new ApiError(
      422,
      'unsupported_configuration',
      `ourRole and theirRole are both ${input.ourRole}; a connection links two different roles.`,
    );
  }
  if (
    input.ocpiVersion === '2.1.1' &&
    (!ROLES_OF_211.includes(input.ourRole) || !ROLES_OF_211.includes(input.theirRole))
  ) {
    throw new ApiError(
      422,
      'unsupported_configuration',
      'OCPI 2.1.1 knows only the CPO and EMSP roles; use 2.2 or later for other roles.',
    );
  }
}

function settleHandshake(record: ConnectionRecord, outcome: PartnerOutcome): void {
  record.handshake = undefined;
  record.status = outcome.status;
  record.lastError =
    outcome.status === 'failed'
      ? (outcome.lastError ?? 'the partner did not complete the credentials handshake')
      : undefined;
}

function directionOf(record: ConnectionRecord): 'inbound' | 'outbound' {
  return record.form === 'existing-credentials' ? 'inbound' : 'outbound';
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
