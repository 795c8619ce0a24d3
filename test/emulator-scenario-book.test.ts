/**
 * The emulator's scenario book on its own: the scenario of runs started from now on, globally and
 * per connection.
 */
import { describe, expect, it } from 'vitest';
import { ScenarioBook } from '../src/emulator/scenario-book.js';
import { resolveScenario, SCENARIOS } from '../src/emulator/scenarios.js';

function book() {
  const known = new Set(['con_a', 'con_b']);
  return new ScenarioBook(resolveScenario, resolveScenario('all-pass'), (id) => known.has(id));
}

describe('the scenario book', () => {
  it('answers the global scenario for any connection until one has its own', () => {
    const scenarios = book();
    expect(scenarios.for()).toEqual(SCENARIOS['all-pass']);
    expect(scenarios.for('con_a')).toEqual(SCENARIOS['all-pass']);
    scenarios.set('warnings', { connectionId: 'con_a' });
    expect(scenarios.for('con_a')).toEqual(SCENARIOS.warnings);
    expect(scenarios.for('con_b')).toEqual(SCENARIOS['all-pass']);
    expect(scenarios.for()).toEqual(SCENARIOS['all-pass']);
  });

  it('applies a partial over the scope’s current scenario', () => {
    const scenarios = book();
    scenarios.set('slow');
    expect(scenarios.set({ failRate: 0.5 })).toEqual({ ...SCENARIOS.slow, failRate: 0.5 });
    scenarios.set({ warnRate: 0.25 }, { connectionId: 'con_a' });
    expect(scenarios.for('con_a')).toEqual({ ...SCENARIOS.slow, failRate: 0.5, warnRate: 0.25 });
    scenarios.set({ queueSeconds: 3 }, { connectionId: 'con_a' });
    expect(scenarios.for('con_a')).toMatchObject({ warnRate: 0.25, queueSeconds: 3 });
  });

  it('drops every per-connection override when a name replaces the global scenario', () => {
    const scenarios = book();
    scenarios.set('failed-run', { connectionId: 'con_a' });
    scenarios.set({ failRate: 0.5 });
    expect(scenarios.for('con_a')).toEqual(SCENARIOS['failed-run']);
    scenarios.set('draining');
    expect(scenarios.for('con_a')).toEqual(SCENARIOS.draining);
  });

  it('refuses an unknown connection and an unknown scenario name', () => {
    const scenarios = book();
    expect(() => scenarios.set('warnings', { connectionId: 'con_zzz' })).toThrow(/does not exist/);
    expect(() => scenarios.set('no-such-scenario' as 'warnings')).toThrow();
    expect(scenarios.for()).toEqual(SCENARIOS['all-pass']);
  });
});
