/**
 * How the partners of the emulated service answer the OCPI credentials handshake: an outcome per
 * partner base URL prefix (the longest matching prefix wins), and `registered` for a partner no
 * prefix matches. Set by tests and the control API (setPartner).
 */
import type { PartnerOutcome } from './records.js';

export class PartnerBook {
  private readonly outcomes = new Map<string, PartnerOutcome>();

  /** Sets the outcome for partner base URLs starting with `prefix`; a bad outcome throws. */
  set(prefix: string, outcome: PartnerOutcome): void {
    if (typeof prefix !== 'string' || prefix === '') throw new Error('setPartner: prefix is empty');
    if (outcome.status !== 'registered' && outcome.status !== 'failed') {
      throw new Error('setPartner: status must be "registered" or "failed"');
    }
    if (
      outcome.pendingMs !== undefined &&
      !(Number.isFinite(outcome.pendingMs) && outcome.pendingMs >= 0)
    ) {
      throw new Error('setPartner: pendingMs must be a number of milliseconds, 0 or more');
    }
    this.outcomes.set(prefix, { ...outcome });
  }

  /** The outcome for a partner base URL. */
  outcomeFor(partnerBaseUrl: string): PartnerOutcome {
    let best: { prefix: string; outcome: PartnerOutcome } | undefined;
    for (const [prefix, outcome] of this.outcomes) {
      if (partnerBaseUrl.startsWith(prefix) && (!best || prefix.length > best.prefix.length)) {
        best = { prefix, outcome };
      }
    }
    return best?.outcome ?? { status: 'registered' };
  }
}
