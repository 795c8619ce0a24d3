/**
 * The emulator's connection store on its own (with the partner book that answers handshakes):
 * sandbox and external connections, the checks of a creation in the order a client meets them,
 * the credentials handshake, the list and its direction rule.
 */
import { describe, expect, it } from 'vitest';
import { ConnectionStore, SANDBOX_CONNECTION } from '../src/emulator/connection-store.js';
import { IdMint } from '../src/emulator/ids.js';
import { OwnerStore } from '../src/emulator/owner-store.js';
import { PartnerBook } from '../src/emulator/partners.js';
import { UsageStore } from '../src/emulator/usage-store.js';
import {
  apiError,
  existingInput,
  manualClock,
  OWNERS,
  registrationInput,
  START,
} from './helpers/emulator-stores.js';

function setUp() {
  const owners = new OwnerStore();
  const time = manualClock();
  const partners = new PartnerBook();
  const usage = new UsageStore(owners, time.clock, false);
  const connections = new ConnectionStore(time.clock, new IdMint(), usage, partners);
  for (const seed of OWNERS) {
    owners.add(seed);
    connections.addSandbox(seed.id);
  }
  return { connections, partners, time };
}

describe('the connection store', () => {
  it('gives each owner a registered sandbox connection, first in its list', () => {
    const { connections } = setUp();
    const id = connections.sandboxId('team');
    expect(id).toMatch(/^con_/);
    expect(connections.sandboxId('free')).not.toBe(id);
    const { items } = connections.list('team', { limit: 50, skip: 0 });
    expect(items).toEqual([
      {
        _id: id,
        partnerBaseUrl: SANDBOX_CONNECTION.partnerBaseUrl,
        ourRole: 'EMSP',
        theirRole: 'CPO',
        ocpiVersion: '2.2.1',
        status: 'registered',
        kind: 'sandbox',
        direction: 'outbound',
        createdAt: new Date(START).toISOString(),
      },
    ]);
    expect(connections.externalCount('team')).toBe(0);
    expect(connections.label(connections.get(id))).toBe('sandbox (2.2.1)');
    expect(() => connections.addSandbox('team')).toThrow(/sandbox already/);
  });

  it('creates a pending external connection whose view holds no partner token', () => {
    const { connections } = setUp();
    const created = connections.create('team', registrationInput(1));
    expect(created).toMatchObject({
      partnerBaseUrl: 'https://cpo-1.partner.example/ocpi/versions',
      status: 'pending',
      kind: 'external',
      direction: 'outbound',
    });
    expect(JSON.stringify(created)).not.toContain('token-a-1');
    expect(connections.externalCount('team')).toBe(1);
    expect(connections.partnerTokensOf(created._id)).toEqual(['token-a-1-0123456789']);
    expect(connections.label(connections.get(created._id))).toBe('cpo-1.partner.example (2.2.1)');
    const inbound = connections.create('team', existingInput(2));
    expect(inbound.direction).toBe('inbound');
    expect(connections.partnerTokensOf(inbound._id)).toEqual([
      'token-c-2-0123456789',
      'token-b-2-0123456789',
    ]);
  });

  it('refuses configurations the service does not support (422)', () => {
    const { connections } = setUp();
    apiError(
      () => connections.create('team', registrationInput(1, { theirRole: 'EMSP' })),
      422,
      'unsupported_configuration',
    );
    const old = apiError(
      () =>
        connections.create(
          'team',
          registrationInput(1, { ocpiVersion: '2.1.1', theirRole: 'HUB' }),
        ),
      422,
    );
    expect(old.message).toMatch(/2\.1\.1 knows only the CPO and EMSP roles/);
    expect(connections.create('team', registrationInput(1, { ocpiVersion: '2.1.1' })).status).toBe(
      'pending',
    );
  });

  it('counts external connections only against the plan ceiling (402 on the free plan’s second)', () => {
    const { connections } = setUp();
    connections.create('free', registrationInput(1));
    const error = apiError(() => connections.create('free', registrationInput(2)), 402);
    expect(error.details.limit).toEqual({ id: 'connections', used: 1, cap: 1 });
    expect(connections.list('free', { limit: 50, skip: 0 }).items).toHaveLength(2);
  });

  it('refuses a local token already in use, by any owner (409), and checks the configuration first', () => {
    const { connections } = setUp();
    connections.create('team', existingInput(1));
    apiError(() => connections.create('big', existingInput(1)), 409, 'token_in_use');
    apiError(
      () => connections.create('big', existingInput(9, { localTokenB: 'token-b-1-0123456789' })),
      409,
      'token_in_use',
    );
    // The configuration is checked before the tokens, and a refused creation keeps no token.
    apiError(() => connections.create('big', existingInput(1, { theirRole: 'EMSP' })), 422);
    apiError(() => connections.create('big', existingInput(5, { theirRole: 'EMSP' })), 422);
    expect(connections.create('big', existingInput(5)).status).toBe('pending');
  });

  it('limits creations per minute after the token check (429)', () => {
    const { connections, time } = setUp();
    for (let i = 0; i < 20; i++) connections.create('big', registrationInput(i));
    apiError(() => connections.create('big', existingInput(1)), 429, 'rate_limited');
    time.advance(60_000);
    expect(connections.create('big', existingInput(1)).status).toBe('pending');
  });

  it('registers by the partner’s outcome; existing credentials register without an exchange', () => {
    const { connections, partners } = setUp();
    partners.set('https://cpo-', { status: 'failed' });
    partners.set('https://cpo-2.', { status: 'failed', lastError: 'versions endpoint said 500' });
    const one = connections.create('team', registrationInput(1));
    const two = connections.create('team', registrationInput(2));
    const three = connections.create('team', existingInput(3));
    expect(connections.register('team', one._id)).toMatchObject({
      status: 'failed',
      lastError: 'the partner did not complete the credentials handshake',
    });
    expect(connections.register('team', two._id).lastError).toBe('versions endpoint said 500');
    expect(connections.register('team', three._id)).toMatchObject({ status: 'registered' });
    expect(connections.register('team', three._id).lastError).toBeUndefined();
    // A failed connection can try again once the partner is fixed.
    partners.set('https://cpo-1.', { status: 'registered' });
    expect(connections.register('team', one._id).status).toBe('registered');
  });

  it('answers a slow handshake pending and settles it when viewed after its time', () => {
    const { connections, partners, time } = setUp();
    partners.set('https://cpo-', { status: 'registered', pendingMs: 5000 });
    const created = connections.create('team', registrationInput(1));
    expect(connections.register('team', created._id).status).toBe('pending');
    time.advance(4999);
    // Registering again while the exchange runs does not start it over.
    expect(connections.register('team', created._id).status).toBe('pending');
    time.advance(1);
    expect(connections.list('team', { limit: 50, skip: 0 }).items[1]!.status).toBe('registered');
  });

  it('answers 404 for another owner’s connection or an unknown id', () => {
    const { connections } = setUp();
    const created = connections.create('team', registrationInput(1));
    apiError(() => connections.owned('big', created._id), 404, 'not_found');
    apiError(() => connections.register('big', created._id), 404);
    apiError(() => connections.owned('team', 'con_nothing'), 404);
    expect(connections.owned('team', created._id).id).toBe(created._id);
    expect(connections.has(created._id)).toBe(true);
    expect(connections.has('con_nothing')).toBe(false);
  });

  it('pages the list with skip and a cursor, and filters by direction', () => {
    const { connections } = setUp();
    const ids = [connections.sandboxId('big')];
    for (let i = 0; i < 4; i++) {
      const input = i % 2 === 0 ? registrationInput(i) : existingInput(i);
      ids.push(connections.create('big', input)._id);
    }
    const first = connections.list('big', { limit: 2, skip: 0 });
    expect(first.items.map((c) => c._id)).toEqual(ids.slice(0, 2));
    expect(first.meta).toEqual({ limit: 2, skip: 0, nextCursor: '2' });
    const last = connections.list('big', { limit: 2, skip: 4 });
    expect(last.items.map((c) => c._id)).toEqual(ids.slice(4));
    expect(last.meta).toEqual({ limit: 2, skip: 4 });
    const inbound = connections.list('big', { direction: 'inbound', limit: 50, skip: 0 });
    expect(inbound.items.map((c) => c._id)).toEqual([ids[2], ids[4]]);
    const outbound = connections.list('big', { direction: 'outbound', limit: 50, skip: 0 });
    expect(outbound.items.map((c) => c._id)).toEqual([ids[0], ids[1], ids[3]]);
  });
});

describe('the partner book', () => {
  it('answers registered for an unknown partner and the longest matching prefix otherwise', () => {
    const partners = new PartnerBook();
    expect(partners.outcomeFor('https://any.example/')).toEqual({ status: 'registered' });
    partners.set('https://a.', { status: 'failed', lastError: 'short' });
    partners.set('https://a.example/long/', { status: 'registered', pendingMs: 10 });
    expect(partners.outcomeFor('https://a.example/long/versions')).toEqual({
      status: 'registered',
      pendingMs: 10,
    });
    expect(partners.outcomeFor('https://a.example/other')).toEqual({
      status: 'failed',
      lastError: 'short',
    });
  });

  it('refuses outcomes that are not well formed', () => {
    const partners = new PartnerBook();
    expect(() => partners.set('', { status: 'failed' })).toThrow(/prefix is empty/);
    expect(() => partners.set('x', { status: 'pending' as 'failed' })).toThrow(/status must be/);
    expect(() => partners.set('x', { status: 'failed', pendingMs: -1 })).toThrow(/pendingMs/);
    expect(() => partners.set('x', { status: 'failed', pendingMs: Number.NaN })).toThrow(
      /pendingMs/,
    );
    expect(partners.outcomeFor('x')).toEqual({ status: 'registered' });
  });
});
