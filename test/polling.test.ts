/**
 * The polling path of a conformance run (runs that outlast the start's long-poll): one steady
 * interval, no burst, never sleeping past the deadline, and one last read at the deadline.
 */
import { describe, expect, it } from 'vitest';
import type { ServiceClient, StartedRun } from '../src/client/index.js';
import { POLL_INTERVAL_MS, watchRun } from '../src/core/conformance.js';

function fakeService(statuses: string[]) {
  let clock = 1_000_000;
  const sleeps: number[] = [];
  const reads: number[] = [];
  const client = {
    locateReport: async (reportId: string) => {
      reads.push(clock);
      const status = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
      return { report: { _id: reportId, status }, later: [], nextCursor: undefined };
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
  it('reads the run list every 10 s until the run is terminal', async () => {
    const service = fakeService(['running', 'running', 'running', 'running', 'completed']);
    const outcome = await watchRun(service.client, started, 'con_1', {
      ...service.options,
      deadline: service.start + 3_600_000,
    });
    expect(outcome.kind).toBe('terminal');
    expect(POLL_INTERVAL_MS).toBe(10_000);
    expect(service.sleeps).toEqual([10_000, 10_000, 10_000, 10_000, 10_000]);
    expect(service.reads.map((t) => t - service.start)).toEqual([
      10_000, 20_000, 30_000, 40_000, 50_000,
    ]);
  });

  it('never sleeps past the deadline, and reads once more there before giving up', async () => {
    const service = fakeService(['running']);
    const outcome = await watchRun(service.client, started, 'con_1', {
      ...service.options,
      deadline: service.start + 25_000,
    });
    expect(outcome).toMatchObject({ kind: 'timeout', lastStatus: 'running' });
    expect(service.sleeps).toEqual([10_000, 10_000, 5_000]);
    expect(service.reads.map((t) => t - service.start)).toEqual([10_000, 20_000, 25_000]);
  });
});
