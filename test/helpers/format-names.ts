/**
 * Where the source names an output format (issue 43, point 1): the files under a folder whose
 * code names it. Code is what wires a format in: identifiers (split at their camel case:
 * `writeCtrfFile` is write, ctrf, file) and strings without white space (option and field names,
 * module paths, file endings: `ctrf-file`, `../report/har.js`, `.html`). Comments and the words of
 * messages ("the HAR file holds it") wire nothing: a surface may point the reader to a file in
 * its own words.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A name's words, lower case: `htmlReport`, `HTML_REPORT` and `html-report` are html, report. */
export function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The names a file's code holds, each as its words. */
export function codeNames(file: string, text: string): string[][] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const names: string[][] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) names.push(words(node.text));
    else if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (!/\s/.test(node.text)) names.push(words(node.text));
    }
    node.forEachChild(visit);
  };
  visit(source);
  return names;
}

/**
 * Whether `name` is among the names: as a run of a name's words, whatever the case splits
 * (`writeJUnitFile` splits as write, j, unit, file, and names junit).
 */
export function names(all: readonly string[][], name: string): boolean {
  const wanted = words(name).join('');
  return all.some((found) =>
    found.some((_, i) => {
      let run = '';
      for (let j = i; j < found.length && run.length < wanted.length; j++) run += found[j];
      return run === wanted;
    }),
  );
}

/** Each source file under `root` and the names its code holds, read once per root. */
const read = new Map<string, Map<string, string[][]>>();

function namesUnder(root: string): Map<string, string[][]> {
  let files = read.get(root);
  if (!files) {
    files = new Map();
    for (const file of sources(root)) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      files.set(relative, codeNames(file, readFileSync(file, 'utf8')));
    }
    read.set(root, files);
  }
  return files;
}

function* sources(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (entry.name.endsWith('.ts')) yield full;
  }
}

/** The files under `root` (as paths relative to it, with `/`) whose code names `name`. */
export function filesNaming(root: string, name: string): string[] {
  const found: string[] = [];
  for (const [file, held] of namesUnder(root)) if (names(held, name)) found.push(file);
  return found.sort();
}
