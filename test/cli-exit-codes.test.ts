/**
 * The exit codes are a contract CI scripts are written against: the README's table, the CLI's
 * help and the code must name the same ones, and the recipes (docs/cli-recipes.md) must not tolerate a refusal.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exitCode as doctorExitCode } from '../src/cli/doctor.js';
import { EXIT, EXIT_CODES_HELP } from '../src/cli/exit-codes.js';
import type { DoctorReport } from '../src/doctor/doctor.js';
import { cli } from './cli-harness.js';

const readme = readFileSync('README.md', 'utf8');
/** A README section: from its heading to the next heading of level 2 or 3. */
function section(heading: string): string {
  const start = readme.indexOf(`\n${heading}\n`);
  if (start === -1) throw new Error(`README has no section "${heading}"`);
  const rest = readme.slice(start + heading.length + 2);
  const end = rest.search(/^#{2,3} /m);
  return end === -1 ? rest : rest.slice(0, end);
}

describe('exit codes', () => {
  it('are each documented in the README table and in --help', () => {
    const table = section('### Exit codes');
    for (const code of Object.values(EXIT)) {
      expect(table).toMatch(new RegExp(`^\\| ${code} \\| \\S`, 'm'));
      expect(EXIT_CODES_HELP).toMatch(new RegExp(`^  ${code}  \\S`, 'm'));
    }
    expect(Object.values(EXIT)).toContain(4);
  });

  it("keep the GitLab recipe's tolerated codes to outages (3), never refusals (4)", () => {
    const recipes = readFileSync('docs/cli-recipes.md', 'utf8');
    const gitlab = recipes.slice(
      recipes.indexOf('\n## GitLab CI\n'),
      recipes.indexOf('\n## GitLab CI:'),
    );
    const tolerated = /exit_codes: \[([^\]]*)\]/.exec(gitlab)?.[1];
    expect(tolerated?.split(',').map((c) => Number(c.trim()))).toEqual([EXIT.noVerdict]);
  });

  it("name doctor's 1 (a row the gate's safety leans on differs) wherever the table is", async () => {
    // The fact the words state: doctor exits 1 for such a row, and 0 when the row is only slower.
    const row = (safety: boolean) =>
      ({ rows: [{ safety, verdict: 'differs' }] }) as unknown as DoctorReport;
    expect(doctorExitCode(row(true))).toBe(EXIT.gateFailed);
    expect(doctorExitCode(row(false))).toBe(EXIT.ok);
    const one = (text: string) => /^ {2}1 {2}[\s\S]*?(?=^ {2}2 )/m.exec(text)?.[0] ?? '';
    expect(one(EXIT_CODES_HELP)).toMatch(/doctor: a row the gate's safety leans on differs/);
    const top = await cli(['--help']);
    expect(one(top.stdout)).toContain('doctor');
    expect(section('### Exit codes')).toMatch(/^\| 1 \| .*`doctor`/m);
  });
});
