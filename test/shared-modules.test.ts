/**
 * The files that share their worker's module graph (test/shared-modules.ts) change nothing their
 * neighbours in that worker would inherit: no module mock or spy, no nock, no process.env, stdout
 * or exit code, no global dispatcher, fake timers, vitest config or fresh modules; neither do the
 * helpers they import from test/.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_MODULES } from './shared-modules.js';

const ROOT = path.join(import.meta.dirname, '..');

/** What a file does that its worker's next files would inherit, by the first line showing each. */
const INHERITED: [string, RegExp][] = [
  [
    'a module mock, spy, env or global stub, fake timers, config or fresh modules',
    /\bvi\.(mock|doMock|unmock|spyOn|stubEnv|stubGlobal|useFakeTimers|setConfig|resetModules)\(/,
  ],
  ['nock', /from 'nock'/],
  [
    'process.env changed',
    /process\.env\s*=[^=]|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env/,
  ],
  ['the exit code set', /process\.exitCode\s*=[^=]/],
  ['stdout or stderr replaced', /process\.(stdout|stderr)\.write\s*=[^=]/],
  ['the global dispatcher set', /setGlobalDispatcher\(/],
  ['the in-process action step (fresh modules)', /helpers\/action-step\.js'/],
];

/** What a source and the test/ helpers it imports do that a neighbour would inherit. */
function inherited(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const found = inheritedIn(source).map((what) => `${path.relative(ROOT, file)}: ${what}`);
  for (const [, relative] of source.matchAll(/from '(\.{1,2}\/[^']+)\.js'/g)) {
    const helper = path.resolve(path.dirname(file), `${relative}.ts`);
    if (helper.startsWith(path.join(ROOT, 'test'))) found.push(...inherited(helper, seen));
  }
  return found;
}

function inheritedIn(source: string): string[] {
  return INHERITED.filter(([, pattern]) => pattern.test(source)).map(([what]) => what);
}

describe('the files that share a module graph', () => {
  it('exist, each listed once', () => {
    expect(SHARED_MODULES.filter((file) => !existsSync(path.join(ROOT, file)))).toEqual([]);
    expect(new Set(SHARED_MODULES).size).toBe(SHARED_MODULES.length);
  });

  it('change nothing a neighbour in their worker would inherit', () => {
    expect(SHARED_MODULES.flatMap((file) => inherited(path.join(ROOT, file)))).toEqual([]);
  });

  it('are read for each thing a neighbour would inherit', () => {
    const samples = [
      "vi.mock('../src/client/index.js');",
      "const spy = vi.spyOn(content, 'suiteListing');",
      "vi.stubEnv('CI', 'true');",
      'vi.useFakeTimers();',
      'vi.setConfig({ maxConcurrency: 4 });',
      "import nock from 'nock';",
      'process.env = { PATH: "/bin" };',
      "process.env.GITHUB_OUTPUT = '/tmp/out';",
      "process.env['RUNNER_TEMP'] = dir;",
      'delete process.env.CI;',
      'process.exitCode = 3;',
      'process.stdout.write = () => true;',
      'setGlobalDispatcher(agent);',
      "import { runStep } from './helpers/action-step.js';",
    ];
    for (const sample of samples) expect(inheritedIn(sample), sample).not.toEqual([]);
    for (const harmless of [
      "const home = process.env.HOME ?? '/tmp';",
      'if (process.env.CI === "true") skip();',
      'expect(process.exitCode).toBe(0);',
    ]) {
      expect(inheritedIn(harmless), harmless).toEqual([]);
    }
  });
});
