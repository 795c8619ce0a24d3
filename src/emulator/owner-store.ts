/**
 * The account owners of the emulated service: each owner's plan and API keys, and which owner a
 * key belongs to. Every other store is scoped by the owner id this store answers for a key.
 */
import { isPlanName, PLAN_LADDER, type PlanName } from './plans.js';

/** The fixed service prefix of an API key (interface 5.1; the prefix itself is ours). */
export const API_KEY_PREFIX = 'pets_';

export interface OwnerSeed {
  id: string;
  plan: PlanName;
  keys: string[];
}

export interface Owner {
  readonly id: string;
  readonly plan: PlanName;
  readonly keys: readonly string[];
}

export class OwnerStore {
  private readonly owners = new Map<string, { id: string; plan: PlanName; keys: string[] }>();
  private readonly ownerByKey = new Map<string, string>();

  /** Adds an owner; a seed that is not well formed throws (it is configuration, not a request). */
  add(seed: OwnerSeed): void {
    if (!/^[A-Za-z0-9_.-]{1,64}$/.test(seed.id)) {
      throw new Error(`owner id "${seed.id}" must be 1 to 64 letters, digits, "_", "." or "-"`);
    }
    if (this.owners.has(seed.id)) throw new Error(`owner "${seed.id}" is given twice`);
    if (!isPlanName(seed.plan)) {
      throw new Error(
        `owner "${seed.id}": plan "${seed.plan}" is not one of ${PLAN_LADDER.join(', ')}`,
      );
    }
    this.checkKeys(seed.id, seed.keys);
    this.owners.set(seed.id, { id: seed.id, plan: seed.plan, keys: [] });
    this.setKeys(seed.id, seed.keys);
  }

  has(ownerId: string): boolean {
    return this.owners.has(ownerId);
  }

  /** Replaces the owner's keys. */
  setKeys(ownerId: string, keys: readonly string[]): void {
    const owner = this.record(ownerId);
    this.checkKeys(ownerId, keys);
    for (const key of owner.keys) this.ownerByKey.delete(key);
    owner.keys = [...keys];
    for (const key of keys) this.ownerByKey.set(key, ownerId);
  }

  /** The owner of an API key, or undefined (unknown, or without the service prefix). */
  ownerOfKey(key: string): string | undefined {
    if (!key.startsWith(API_KEY_PREFIX)) return undefined;
    return this.ownerByKey.get(key);
  }

  /** The owner; an unknown id throws (owner ids come from authentication, never from a body). */
  get(ownerId: string): Owner {
    const { id, plan, keys } = this.record(ownerId);
    return { id, plan, keys: [...keys] };
  }

  /** Throws for an unknown owner, as every read of one does. */
  assertKnown(ownerId: string): void {
    this.record(ownerId);
  }

  planOf(ownerId: string): PlanName {
    return this.record(ownerId).plan;
  }

  /** Every owner, in the order they were added. */
  list(): Owner[] {
    return [...this.owners.keys()].map((id) => this.get(id));
  }

  private record(ownerId: string) {
    const owner = this.owners.get(ownerId);
    if (!owner) throw new Error(`unknown owner "${ownerId}"`);
    return owner;
  }

  private checkKeys(ownerId: string, keys: readonly string[]): void {
    for (const key of keys) {
      if (typeof key !== 'string' || !key.startsWith(API_KEY_PREFIX) || key.length < 12) {
        throw new Error(
          `owner "${ownerId}": API keys start with "${API_KEY_PREFIX}" and have at least 12 characters`,
        );
      }
      const holder = this.ownerByKey.get(key);
      if (holder !== undefined && holder !== ownerId) {
        throw new Error(`owner "${ownerId}": that API key already belongs to owner "${holder}"`);
      }
    }
  }
}
