/**
 * Change notification between the run engines and the requests that wait on them (long-polls and
 * event streams). A waiter subscribes to a key (a run id); the engine notifies the key when the
 * run changes. Every subscription is released when the waiter leaves, so a client that
 * disconnects leaves nothing behind.
 */
import type { TimerSet } from './clock.js';

export class ChangeHub {
  private readonly listeners = new Map<string, Set<() => void>>();

  /** Calls `listener` on every change of `key` until the returned function is called. */
  subscribe(key: string, listener: () => void): () => void {
    let set = this.listeners.get(key);
    if (!set) {
      set = new Set();
      this.listeners.set(key, set);
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(key);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.listeners.delete(key);
    };
  }

  notify(key: string): void {
    const set = this.listeners.get(key);
    if (!set) return;
    for (const listener of [...set]) listener();
  }

  /** Resolves at the next change of `key`, after `realMs`, or when `signal` aborts. */
  async wait(key: string, realMs: number, timers: TimerSet, signal: AbortSignal): Promise<void> {
    const changed = new AbortController();
    const unsubscribe = this.subscribe(key, () => changed.abort());
    try {
      await timers.sleep(realMs, AbortSignal.any([signal, changed.signal]));
    } finally {
      unsubscribe();
    }
  }

  /** Number of live subscriptions (tests check that closed streams release theirs). */
  get size(): number {
    let total = 0;
    for (const set of this.listeners.values()) total += set.size;
    return total;
  }
}
