/**
 * The report the replay tests start from: the gate run with `run --report-file` against the
 * emulator's some-failures scenario (seed replay-e2e fails ten checks of every kind), and its
 * checks by the X-Request-ID of their recorded request, for a stand-in partner to tell which
 * check a request it takes replays.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Check } from '../../src/client/index.js';
import { type Emulator, startEmulator } from '../../src/emulator/index.js';
import { cli, serviceEnv } from '../cli-harness.js';

export interface GateReport {
  emulator: Emulator;
  work: string;
  reportFile: string;
  reportId: string;
  /** The partner base URL of the connection the gate ran on, as the report file records it. */
  recordedBaseUrl: string;
  /** The report's checks by the X-Request-ID of their recorded request. */
  byRequestId: Map<string, Check>;
  close(): Promise<void>;
}

export async function gateReport(key: string, prefix: string): Promise<GateReport> {
  const work = mkdtempSync(path.join(tmpdir(), prefix));
  const emulator = await startEmulator({
    speed: 100,
    owners: [{ id: 'team', plan: 'team', keys: [key] }],
  });
  emulator.setScenario('some-failures');
  const reportFile = path.join(work, 'report.json');
  const env = serviceEnv(emulator, key);
  const run = await cli(['run', '--seed', 'replay-e2e', '--report-file', reportFile], { env });
  if (run.code !== 1) throw new Error(`the gate exited ${run.code}, not 1: ${run.stderr}`);
  const written = JSON.parse(readFileSync(reportFile, 'utf8'));
  const byRequestId = new Map<string, Check>();
  for (const suite of written.report.suites) {
    for (const check of suite.checks as Check[]) {
      const id = check.exchange?.request?.headers?.['X-Request-ID'];
      if (typeof id === 'string') byRequestId.set(id, check);
    }
  }
  return {
    work,
    reportFile,
    reportId: written.reportId,
    recordedBaseUrl: written.partnerBaseUrl,
    emulator,
    byRequestId,
    close: async () => {
      await emulator.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
