/**
 * What the emulator's service state does across its stores: an owner comes with its sandbox
 * connection, deleting a report revokes its share, and usage counts what other stores hold.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { newState, registrationInput } from './helpers/emulator-stores.js';

let harness: ReturnType<typeof newState> | undefined;
afterEach(() => {
  harness?.close();
  harness = undefined;
});

describe('the service state', () => {
  it('gives every seeded and every added owner a sandbox connection', () => {
    harness = newState();
    const { state } = harness;
    expect(state.owners.list().map((owner) => owner.id)).toEqual(['team', 'free', 'big']);
    for (const owner of state.owners.list()) {
      const sandbox = state.connections.get(state.connections.sandboxId(owner.id));
      expect(sandbox).toMatchObject({ kind: 'sandbox', ownerId: owner.id, status: 'registered' });
    }
    state.upsertOwnerKey('newcomer', 'pets_newcomer_key_01');
    expect(state.owners.get('newcomer')).toEqual({
      id: 'newcomer',
      plan: 'team',
      keys: ['pets_newcomer_key_01'],
    });
    expect(state.connections.list('newcomer', { limit: 50, skip: 0 }).items).toHaveLength(1);
  });

  it('replaces the keys of an existing owner without a second sandbox', () => {
    harness = newState();
    const { state } = harness;
    const sandbox = state.connections.sandboxId('team');
    state.upsertOwnerKey('team', 'pets_team_key_0002');
    expect(state.owners.ownerOfKey('pets_team_key_0001')).toBeUndefined();
    expect(state.owners.ownerOfKey('pets_team_key_0002')).toBe('team');
    expect(state.connections.sandboxId('team')).toBe(sandbox);
  });

  it('deletes a report and revokes its share token in one step', () => {
    harness = newState();
    const { state } = harness;
    const { run } = state.runs.start('team', { connectionId: state.connections.sandboxId('team') });
    const token = state.shares.share('team', run.reportId);
    state.deleteReport('team', run.reportId);
    expect(run).toMatchObject({ deleted: true, shareToken: undefined });
    expect(() => state.shares.open(token)).toThrow(/No shared report/);
  });

  it('counts external connections and runs in flight in the usage answer', () => {
    harness = newState();
    const { state } = harness;
    state.connections.create('team', registrationInput(1));
    state.connections.create('team', registrationInput(2));
    state.runs.start('team', { connectionId: state.connections.sandboxId('team') });
    expect(state.usageOf('team')).toMatchObject({
      connections: { active: 2 },
      runs: { inflight: 1, thisMonth: 1 },
    });
    expect(state.usageOf('free')).toMatchObject({
      connections: { active: 0 },
      runs: { inflight: 0, thisMonth: 0 },
    });
  });
});
