/**
 * No function in src/ is over 80 lines, counted from its first line to its last (the line of its
 * closing brace included). Biome's noExcessiveLinesPerFunction counts differently (it leaves out
 * blank and comment lines, and some function shapes), so a function could pass the linter and
 * still be longer than docs/architecture.md says; this check walks every function-like node with
 * the TypeScript compiler's parser and measures it as a reader does.
 *
 * And no file of the service client (src/client/, resources included) is over 400 lines, as
 * `wc -l` counts them: a file that grows past it is a resource or a concern to part out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..');
const MAX_LINES = 80;
const MAX_CLIENT_FILE_LINES = 400;

interface LongFunction {
  file: string;
  name: string;
  line: number;
  lines: number;
}

/** Every function-like node of one source text longer than `max` lines, outermost first. */
function longFunctions(file: string, text: string, max = MAX_LINES): LongFunction[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > max) found.push({ file, name: nameOf(node, source), line: first + 1, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A readable name: the declared one, or the variable, property or call an anonymous one is given to. */
function nameOf(node: ts.SignatureDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) {
    return parent.name.getText(source);
  }
  if (ts.isPropertyDeclaration(parent)) return parent.name.getText(source);
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText(source)})`;
  return '(anonymous)';
}

/** The lines of a text as `wc -l` counts them: its line ends. */
function lineCount(text: string): number {
  return text.split('\n').length - 1;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    return entry.name.endsWith('.ts') ? [relative] : [];
  });
}

describe('function length', () => {
  it('measures from the first line to the last, blank and comment lines included', () => {
    const body = Array.from({ length: 78 }, (_, i) => (i % 2 ? '' : `  // line ${i}`));
    const exactly80 = ['function fits() {', ...body, '}'].join('\n');
    expect(longFunctions('a.ts', exactly80)).toEqual([]);
    const longer = ['const tooLong = () => {', ...body, '  return 1;', '};'].join('\n');
    expect(longFunctions('a.ts', longer)).toEqual([
      { file: 'a.ts', name: 'tooLong', line: 1, lines: 81 },
    ]);
    const method = ['class A {', '  run() {', ...body, '    return 1;', '  }', '}'].join('\n');
    expect(longFunctions('a.ts', method)).toEqual([
      { file: 'a.ts', name: 'run', line: 2, lines: 81 },
    ]);
  });

  it(`holds every function in src/ to ${MAX_LINES} lines`, () => {
    const files = sourceFiles('src');
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((file) =>
      longFunctions(file, readFileSync(path.join(ROOT, file), 'utf8')).map(
        (f) => `${f.file}:${f.line} ${f.name}: ${f.lines} lines`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});

describe('file length', () => {
  it('counts the lines of a file as wc -l does', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('one\n')).toBe(1);
    expect(lineCount('one\ntwo')).toBe(1);
    expect(lineCount(`${'line\n'.repeat(MAX_CLIENT_FILE_LINES)}`)).toBe(MAX_CLIENT_FILE_LINES);
  });

  it(`holds every file of the client to ${MAX_CLIENT_FILE_LINES} lines`, () => {
    const files = sourceFiles('src/client');
    expect(files).toContain('src/client/resources/runs.ts');
    const offenders = files
      .map((file) => ({ file, lines: lineCount(readFileSync(path.join(ROOT, file), 'utf8')) }))
      .filter(({ lines }) => lines > MAX_CLIENT_FILE_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(offenders).toEqual([]);
  });
});
