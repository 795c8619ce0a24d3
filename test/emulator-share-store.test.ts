/**
 * The emulator's share store on its own: issuing, opening and revoking share tokens, the
 * capability a report about the owner's own endpoint needs, and links that die with the report.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PLANS } from '../src/emulator/plans.js';
import { apiError, newState, registrationInput } from './helpers/emulator-stores.js';

let harness: ReturnType<typeof newState> | undefined;
afterEach(() => {
  harness?.close();
  harness = undefined;
});

function setUp() {
  harness = newState({ scenario: { queueSeconds: 0, runSeconds: 1 } });
  return harness;
}

function sandboxRun(state: ReturnType<typeof newState>['state'], ownerId: string) {
  return state.runs.start(ownerId, { connectionId: state.connections.sandboxId(ownerId) }).run;
}

describe('the share store', () => {
  it('issues one token per report until revoked, and opens the report through it', () => {
    const { state } = setUp();
    const run = sandboxRun(state, 'team');
    const token = state.shares.share('team', run.reportId);
    expect(token).toMatch(/^shr_[A-Za-z0-9_-]{24}$/);
    expect(state.shares.share('team', run.reportId)).toBe(token);
    expect(state.shares.open(token)).toEqual(state.runs.reportView(run));
    state.shares.unshare('team', run.reportId);
    const revoked = apiError(() => state.shares.open(token), 404, 'not_found');
    // The token is a credential to the report: never quoted.
    expect(revoked.message).not.toContain(token);
    const again = state.shares.share('team', run.reportId);
    expect(again).not.toBe(token);
    expect(state.shares.open(again)._id).toBe(run.reportId);
  });

  it('shares sandbox reports on any plan, own-endpoint reports only with ci-handoff (402)', () => {
    const { state, time } = setUp();
    expect(PLANS.free.capabilities).not.toContain('ci-handoff');
    expect(state.shares.share('free', sandboxRun(state, 'free').reportId)).toMatch(/^shr_/);
    const external = state.connections.create('free', registrationInput(1));
    state.connections.register('free', external._id);
    time.advance(1000); // the sandbox run ends: the free plan runs one at a time
    const run = state.runs.start('free', { connectionId: external._id }).run;
    const error = apiError(
      () => state.shares.share('free', run.reportId),
      402,
      'capability_required',
    );
    expect(error.details.capability).toBe('ci-handoff');
    expect(error.message).toMatch(/the team plan includes it/);
    expect(run.shareToken).toBeUndefined();
  });

  it('answers 404 for another owner’s report, and an unknown token', () => {
    const { state } = setUp();
    const run = sandboxRun(state, 'team');
    apiError(() => state.shares.share('big', run.reportId), 404);
    apiError(() => state.shares.unshare('big', run.reportId), 404);
    apiError(() => state.shares.open('shr_unknown'), 404);
  });

  it('lets a link die with its report: deleted (the token revoked) or expired', () => {
    const { state, time } = setUp();
    const deleted = sandboxRun(state, 'team');
    const deletedToken = state.shares.share('team', deleted.reportId);
    state.deleteReport('team', deleted.reportId);
    expect(deleted.shareToken).toBeUndefined();
    apiError(() => state.shares.open(deletedToken), 404);
    const kept = sandboxRun(state, 'free');
    const keptToken = state.shares.share('free', kept.reportId);
    time.advance(PLANS.free.retentionDays * 86_400_000);
    expect(state.shares.open(keptToken)._id).toBe(kept.reportId);
    time.advance(1);
    apiError(() => state.shares.open(keptToken), 404);
  });
});
