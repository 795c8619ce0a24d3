/**
 * What the doctor's table and exit code make of a row's verdict (src/cli/doctor.ts), and which
 * module its sandbox run picks and how the row says so (src/doctor/sandbox-conformance.ts),
 * without a service.
 */
import { describe, expect, it } from 'vitest';
import { doctorCommand, exitCode, renderDoctor } from '../src/cli/doctor.js';
import { EXIT } from '../src/cli/exit-codes.js';
import { ASSUMPTIONS } from '../src/client/assumptions.js';
import type { DoctorReport, DoctorRow, Verdict } from '../src/doctor/doctor.js';
import { Finding } from '../src/doctor/findings.js';
import { pickWords, shortestModule } from '../src/doctor/sandbox-conformance.js';
import { suiteListing } from '../src/emulator/roster.js';
import { cli } from './cli-harness.js';

const same = (text: string) => text;

/** A report whose every row held, but `id`'s, which has `finding`'s verdict and words. */
function reportWith(id: string, finding: Finding, created: DoctorReport['created'] = {}) {
  const rows: DoctorRow[] = ASSUMPTIONS.map((assumption) => {
    const own = assumption.id === id ? finding : Object.assign(new Finding(), { held: ['fine'] });
    return { ...assumption, verdict: own.verdict(), sent: 'GET /x', seen: own.seen() };
  });
  return { rows, requests: 12, seconds: 3.4, sandboxRuns: false, created } as DoctorReport;
}

describe('a row that held in part', () => {
  // The run list's page size held; its limit and skip could not be told (an account of one report).
  const partial = new Finding();
  partial.held.push('?limit=1 listed 1 report');
  partial.unknown.push('limit and skip: the account has one report');
  const safetyRow = ASSUMPTIONS.find((a) => a.safety)!;
  const report = reportWith(safetyRow.id, partial);

  it('says "held in part" in the result column, and what was not checked in its "seen"', () => {
    const row = report.rows.find((r) => r.id === safetyRow.id)!;
    expect(row.verdict).toBe<Verdict>('held in part');
    const lines = renderDoctor(report, same).split('\n');
    const at = lines.findIndex((line) => line.includes(safetyRow.detail.replace(/`/g, '')));
    const header = lines[0]!;
    const result = lines[at]!.slice(header.indexOf('RESULT'), header.indexOf('IF IT DIFFERS'));
    expect(result.trim()).toBe('held in part');
    expect(lines[at + 2]).toBe(
      '     seen: ?limit=1 listed 1 report; not checked: limit and skip: the account has one report',
    );
    // Every other row held whole, and the closing line counts each apart.
    expect(renderDoctor(report, same)).toContain(
      `${ASSUMPTIONS.length - 1} held, 1 held in part, 0 differ, 0 not checked;`,
    );
  });

  it('is no difference: exit 0, even on a row the safety of the gate leans on', () => {
    expect(safetyRow.safety).toBe(true);
    expect(exitCode(report)).toBe(EXIT.ok);
    expect(renderDoctor(report, same)).toContain("Nothing the gate's safety leans on differs.");
    const differs = new Finding();
    differs.differs.push('skip ignored');
    expect(exitCode(reportWith(safetyRow.id, differs))).toBe(EXIT.gateFailed);
  });

  it('says it started no run, and the plan its preview saved', () => {
    const rendered = renderDoctor(
      reportWith(safetyRow.id, partial, { previewPlanId: 'pln_7' }),
      same,
    );
    expect(rendered).toMatch(
      / requests in 3\.4 s; started no run; its journey preview saved plan pln_7 \(nothing runs from it\)\.$/m,
    );
    expect(renderDoctor(report, same)).toMatch(/ requests in 3\.4 s; started no run\.$/m);
  });
});

describe('its --help', () => {
  it('says it starts no run, not that it is read-only: its preview saves a plan', () => {
    // test/doctor.test.ts holds the facts: no run start without --sandbox-runs, one preview POST.
    const { summary, notes } = doctorCommand.spec;
    const help = `${summary}\n${notes}`;
    expect(help).not.toMatch(/read-only|starts nothing/i);
    expect(summary).toContain('Starts no run unless --sandbox-runs.');
    expect(notes).toContain('the service saves that plan (nothing runs from it)');
    expect(notes).toContain('held in part is no difference');
  });

  it('is described the same way in the list of commands, and the demo by what it prints', async () => {
    const top = (await cli(['--help'])).stdout.replace(/\s+/g, ' ');
    const doctor = /doctor (.*?) merge /.exec(top)?.[1] ?? '';
    expect(doctor).toContain('(starts no run; --sandbox-runs runs on the sandbox)');
    expect(doctor).not.toMatch(/read-only/);
    expect(top).toMatch(/demo run the bundled action .* print its job summary as plain text/);
  });
});

describe('the module of the sandbox run', () => {
  it('is the module with the fewest checks summed over its suites, not the smallest suite', () => {
    const listing = suiteListing();
    for (const version of ['2.1.1', '2.2', '2.2.1', '2.3.0']) {
      const sums = new Map<string, number>();
      for (const suite of listing.suites.filter((s) => s.version === version)) {
        sums.set(suite.module, (sums.get(suite.module) ?? 0) + (suite.test_count ?? 0));
      }
      const fewest = Math.min(...sums.values());
      const pick = shortestModule(listing, version)!;
      expect(pick.checks, version).toBe(fewest);
      expect(sums.get(pick.module), version).toBe(fewest);
    }
    // OCPI 2.2.1: hubclientinfo has 6 checks; sessions has the smallest suite (3) but 8 in all.
    expect(shortestModule(listing, '2.2.1')).toEqual({ module: 'hubclientinfo', checks: 6 });
  });

  it('ranks only modules the listing counts, else takes the first listed, and says which rule', () => {
    const suite = (module: string, count?: number) => ({
      id: `2.2.1/${module}/${count}`,
      module,
      version: '2.2.1',
      ...(count === undefined ? {} : { test_count: count }),
    });
    const counted = {
      suites: [suite('cdrs', 2), suite('cdrs', 5), suite('tariffs'), suite('tokens', 4)],
    };
    expect(shortestModule(counted, '2.2.1')).toEqual({ module: 'tokens', checks: 4 });
    const uncounted = { suites: [suite('tariffs'), suite('tokens')] };
    expect(shortestModule(uncounted, '2.2.1')).toEqual({ module: 'tariffs', checks: undefined });
    expect(shortestModule({ suites: [] }, '2.2.1')).toBeUndefined();
    expect(pickWords({ module: 'hubclientinfo', checks: 6 }, '2.2.1')).toBe(
      'module hubclientinfo (6 checks, the fewest of any module for OCPI 2.2.1 in the suite listing)',
    );
    expect(pickWords({ module: 'tariffs', checks: undefined }, '2.2.1')).toBe(
      'module tariffs (the first listed for OCPI 2.2.1: the suite listing gives no check counts)',
    );
    expect(pickWords(undefined, '2.2.1')).toBe(
      'every module (the suite listing names none for OCPI 2.2.1)',
    );
  });
});
