/**
 * The polling path of a conformance run (runs that outlast the start's long-poll): one steady
 * interval, no burst, never sleeping past the deadline, and one last read at the deadline.
 */
import { describe, expect, it } from 'vitest';
import type { ServiceClient, StartedRun } from '../src/client/index.js';
import { nextReadAt, POLL_INTERVAL_MS, watchRun } from '../src/core/conformance.js';

function fakeService(statuses: string[]) {
  let clock = 1_000_000;
  const sleeps: number[] = [];
  const reads: number[] = [];
  const client = {
    reports: {
      locate: async (reportId: string) => {
        reads.push(clock);
        clock += 300; // a read takes time; it must not push the next one back
        const status = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
        return { report: { _id: reportId, status }, later: [], nextCursor: undefined };
      },
    },
  } as unknown as ServiceClient;
  const options = {
    now: () => clock,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      clock += ms;
    },
  };
  return { client, options, sleeps, reads, start: clock };
}

const started: StartedRun = {
  reportId: 'rep_long',
  executionId: 'exe_long',
  status: 'running',
  seed: 's',
  reconciled: false,
};

describe('polling after the long-poll window', () => {
  it('reads the run list every 10 s from the start until the run is terminal', async () => {
    const service = fakeService(['running', 'running', 'running', 'running', 'completed']);
    const outcome = await watchRun(service.client, started, 'con_1', {
      ...service.options,
      // The start was sent 55.5 s ago: its long-poll has just answered.
      origin: service.start - 55_500,
      deadline: service.start + 3_600_000,
    });
    expect(outcome.kind).toBe('terminal');
    expect(POLL_INTERVAL_MS).toBe(10_000);
    // At 60, 70, 80, 90 and 100 s from the start: no burst, no drift.
    expect(service.reads.map((t) => t - service.start + 55_500)).toEqual([
      60_000, 70_000, 80_000, 90_000, 100_000,
    ]);
  });

  it('skips a read whose time passed during a slow one instead of bursting', async () => {
    expect(nextReadAt(0, 0)).toBe(10_000);
    expect(nextReadAt(0, 9_999)).toBe(10_000);
    expect(nextReadAt(0, 10_000)).toBe(20_000);
    expect(nextReadAt(0, 34_000)).toBe(40_000);
  });

  it('never sleeps past the deadline, and reads once more there before giving up', async () => {
    const service = fakeService(['running']);
    const outcome = await watchRun(service.client, started, 'con_1', {
      ...service.options,
      deadline: service.start + 25_000,
    });
    expect(outcome).toMatchObject({ kind: 'timeout', lastStatus: 'running' });
    expect(service.reads.map((t) => t - service.start)).toEqual([10_000, 20_000, 25_000]);
    expect(Math.max(...service.sleeps)).toBeLessThanOrEqual(10_000);
  });
});
