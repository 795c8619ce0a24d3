/**
 * The emulator's owner store on its own: owners, their plans and API keys, and which owner a key
 * belongs to.
 */
import { describe, expect, it } from 'vitest';
import { API_KEY_PREFIX, OwnerStore } from '../src/emulator/owner-store.js';

function storeWith() {
  const store = new OwnerStore();
  store.add({ id: 'acme', plan: 'team', keys: ['pets_acme_key_0001', 'pets_acme_key_0002'] });
  store.add({ id: 'solo', plan: 'free', keys: ['pets_solo_key_0001'] });
  return store;
}

describe('the owner store', () => {
  it('answers the owner of each key, and no owner for an unknown key or one without the prefix', () => {
    const store = storeWith();
    expect(store.ownerOfKey('pets_acme_key_0001')).toBe('acme');
    expect(store.ownerOfKey('pets_acme_key_0002')).toBe('acme');
    expect(store.ownerOfKey('pets_solo_key_0001')).toBe('solo');
    expect(store.ownerOfKey('pets_nobody_key_01')).toBeUndefined();
    expect(store.ownerOfKey('acme_key_0001')).toBeUndefined();
    expect(API_KEY_PREFIX).toBe('pets_');
  });

  it('lists owners in the order they were added, with plan and keys', () => {
    const store = storeWith();
    expect(store.list()).toEqual([
      { id: 'acme', plan: 'team', keys: ['pets_acme_key_0001', 'pets_acme_key_0002'] },
      { id: 'solo', plan: 'free', keys: ['pets_solo_key_0001'] },
    ]);
    expect(store.planOf('solo')).toBe('free');
    expect(store.has('acme')).toBe(true);
    expect(store.has('nobody')).toBe(false);
  });

  it('hands out copies: changing an answer does not change the store', () => {
    const store = storeWith();
    (store.get('acme').keys as string[]).push('pets_injected_key');
    expect(store.get('acme').keys).toHaveLength(2);
  });

  it('replaces keys: the old ones stop answering', () => {
    const store = storeWith();
    store.setKeys('acme', ['pets_acme_key_0003']);
    expect(store.ownerOfKey('pets_acme_key_0001')).toBeUndefined();
    expect(store.ownerOfKey('pets_acme_key_0003')).toBe('acme');
    expect(store.get('acme').keys).toEqual(['pets_acme_key_0003']);
  });

  it('refuses seeds that are not well formed', () => {
    const store = storeWith();
    expect(() => store.add({ id: 'has space', plan: 'team', keys: [] })).toThrow(/owner id/);
    expect(() => store.add({ id: 'x'.repeat(65), plan: 'team', keys: [] })).toThrow(/owner id/);
    expect(() => store.add({ id: 'acme', plan: 'team', keys: [] })).toThrow(/given twice/);
    expect(() => store.add({ id: 'odd', plan: 'platinum' as 'team', keys: [] })).toThrow(
      /free, team, enterprise/,
    );
    expect(() => store.add({ id: 'odd', plan: 'team', keys: ['sk_live_1234567890'] })).toThrow(
      /start with "pets_"/,
    );
    expect(() => store.add({ id: 'odd', plan: 'team', keys: ['pets_short'] })).toThrow(
      /at least 12/,
    );
    expect(() => store.add({ id: 'odd', plan: 'team', keys: ['pets_solo_key_0001'] })).toThrow(
      /belongs to owner "solo"/,
    );
    // Nothing of a refused seed stays behind.
    expect(store.has('odd')).toBe(false);
    expect(store.ownerOfKey('pets_solo_key_0001')).toBe('solo');
  });

  it('refuses a key of another owner when keys are replaced', () => {
    const store = storeWith();
    expect(() => store.setKeys('acme', ['pets_solo_key_0001'])).toThrow(/belongs to owner "solo"/);
    expect(store.ownerOfKey('pets_acme_key_0001')).toBe('acme');
  });

  it('throws for an unknown owner id (ids come from authentication)', () => {
    const store = storeWith();
    expect(() => store.get('nobody')).toThrow(/unknown owner "nobody"/);
    expect(() => store.planOf('nobody')).toThrow(/unknown owner/);
    expect(() => store.assertKnown('nobody')).toThrow(/unknown owner/);
    expect(() => store.assertKnown('acme')).not.toThrow();
    expect(() => store.setKeys('nobody', [])).toThrow(/unknown owner/);
  });
});
