#!/usr/bin/env node
/**
 * action-docs: action.yml's inputs, generated from the settings catalogue (src/core/catalogue.ts
 * and its entries in src/core/catalogue/, loaded as they are: Node strips their types), and the README's input and output tables, generated
 * from action.yml, so that the catalogue, the metadata GitHub reads and the documentation people
 * read cannot drift apart.
 *
 *   node scripts/action-docs.mjs            rewrite action.yml's inputs and the README's tables
 *   node scripts/action-docs.mjs --check    exit 1, naming what differs, when either is stale
 *   --readme PATH --action PATH             other files (the tests point it at copies)
 *
 * The tables go between marker comments in README.md, and nothing outside them is touched:
 *
 *   <!-- action-docs:inputs -->   ...   <!-- /action-docs:inputs -->
 *   <!-- action-docs:outputs -->  ...   <!-- /action-docs:outputs -->
 *   <!-- action-docs:json -->     ...   <!-- /action-docs:json -->
 *
 * The last holds the fields of `run --json` and the error document's shape, from
 * src/cli/json-document.ts, the source `run --help` prints them from.
 *
 * Inputs get the columns Input, Default, Required, Description; outputs Output, Description.
 * Descriptions become single-line table cells: folded lines are joined, paragraphs are separated
 * by <br><br>, and `|` is escaped. Defaults are shown as code (`${{ github.token }}` included).
 * action.yml is read with the `yaml` package in strict mode: a file GitHub could not load, or an
 * input or output without a description, stops the script. Plain Node ESM; `yaml` is its only
 * dependency. Exit codes: 0 done (or up to date), 1 out of date or invalid, 2 bad usage.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { parseDocument, stringify } from 'yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const TABLES = [
  { key: 'inputs', noun: 'input table', differs: 'differs', source: 'action.yml' },
  { key: 'outputs', noun: 'output table', differs: 'differs', source: 'action.yml' },
  { key: 'json', noun: '--json fields', differs: 'differ', source: 'src/cli/json-document.ts' },
];

function fail(message, code = 1) {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

let args;
try {
  args = parseArgs({
    options: {
      check: { type: 'boolean', default: false },
      readme: { type: 'string', default: path.join(ROOT, 'README.md') },
      action: { type: 'string', default: path.join(ROOT, 'action.yml') },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  }).values;
} catch (error) {
  fail(
    `${error.message}\nUsage: node scripts/action-docs.mjs [--check] [--readme PATH] [--action PATH]`,
    2,
  );
}
if (args.help) {
  process.stdout.write(
    'Usage: node scripts/action-docs.mjs [--check] [--readme PATH] [--action PATH]\n' +
      "Writes README.md's input and output tables from action.yml; --check only compares them.\n",
  );
  process.exit(0);
}

const readmeName = path.basename(args.readme);
const actionName = path.basename(args.action);

// The catalogue's files import each other as TypeScript's output names them (./catalogue/run.js):
// each resolves to the source beside it, which Node loads with its types stripped.
registerHooks({
  resolve(specifier, context, next) {
    if (
      /^\.\.?\//.test(specifier) &&
      specifier.endsWith('.js') &&
      context.parentURL?.endsWith('.ts')
    ) {
      const source = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
      if (existsSync(fileURLToPath(source))) return next(source.href, context);
    }
    return next(specifier, context);
  },
});
const { CATALOGUE, describeSetting, REQUIRED_TO_RUN } = await import(
  pathToFileURL(path.join(ROOT, 'src/core/catalogue.ts')).href
);
const { jsonMarkdown } = await import(
  pathToFileURL(path.join(ROOT, 'src/cli/json-document.ts')).href
);
syncActionInputs();

const metadata = loadAction(args.action);
const generated = {
  inputs: renderTable(
    ['Input', 'Default', 'Required', 'Description'],
    Object.entries(metadata.inputs ?? {}).map(([name, input]) => [
      codeSpan(name),
      input.default === undefined || input.default === '' ? '' : codeSpan(String(input.default)),
      input.required === true ? 'yes' : 'no',
      cell(input.description),
    ]),
  ),
  outputs: renderTable(
    ['Output', 'Description'],
    Object.entries(metadata.outputs ?? {}).map(([name, output]) => [
      codeSpan(name),
      cell(output.description),
    ]),
  ),
  json: jsonMarkdown(),
};

const readme = readFileSync(args.readme, 'utf8');
let updated = readme;
const stale = [];
for (const { key, noun, differs, source } of TABLES) {
  const open = `<!-- action-docs:${key} -->`;
  const close = `<!-- /action-docs:${key} -->`;
  const start = updated.indexOf(open);
  const end = updated.indexOf(close);
  if (start < 0 || end < start || updated.indexOf(open, start + 1) >= 0) {
    fail(`${readmeName} needs exactly one "${open}" followed by "${close}" around its ${noun}.`);
  }
  const current = updated.slice(start + open.length, end);
  const wanted = `\n\n${generated[key]}\n\n`;
  if (current !== wanted) {
    stale.push({
      noun,
      differs,
      source,
      detail: firstDifference(current, wanted, [readmeName, source]),
    });
    updated = updated.slice(0, start + open.length) + wanted + updated.slice(end);
  }
}

if (args.check) {
  if (stale.length === 0) {
    process.stdout.write(`${readmeName}'s generated parts match their sources.\n`);
    process.exit(0);
  }
  fail(
    stale
      .map(
        ({ noun, differs, source, detail }) =>
          `${readmeName}'s ${noun} ${differs} from ${source}: run npm run docs\n${detail}`,
      )
      .join('\n'),
  );
}
if (stale.length === 0) {
  process.stdout.write(`${readmeName}'s generated parts already match their sources.\n`);
} else {
  writeFileSync(args.readme, updated);
  process.stdout.write(
    `Rewrote the ${stale.map((s) => s.noun).join(' and the ')} of ${readmeName}.\n`,
  );
}

/**
 * action.yml's inputs section, written from the catalogue: each setting with an input, in the
 * catalogue's order, its description folded to 100 columns. Rewritten in place (--check: only
 * compared); the rest of action.yml is left as it is.
 */
function syncActionInputs() {
  const text = readFileSync(args.action, 'utf8');
  const start = text.indexOf('\ninputs:\n');
  const end = text.indexOf('\noutputs:\n', start);
  if (start < 0 || end < 0) fail(`${actionName} needs an inputs: section followed by outputs:.`);
  const wanted = `\ninputs:\n${inputsYaml()}`;
  if (text.slice(start, end) === wanted) return;
  if (args.check) {
    fail(
      `${actionName}'s inputs differ from src/core/catalogue.ts: run npm run docs\n${firstDifference(text.slice(start, end), wanted, [actionName, 'the catalogue'])}`,
    );
  }
  writeFileSync(args.action, text.slice(0, start) + wanted + text.slice(end));
  process.stdout.write(`Rewrote the inputs of ${actionName} from src/core/catalogue.ts.\n`);
}

function inputsYaml() {
  const lines = [];
  for (const [key, spec] of Object.entries(CATALOGUE)) {
    if (!spec.input) continue;
    // The settings a description names, by their input names.
    const described = describeSetting(key, (other) => CATALOGUE[other].input);
    const description = spec.requiredToRun ? `${REQUIRED_TO_RUN.action} ${described}` : described;
    lines.push(`  ${spec.input}:`, '    description: >-', ...fold(description, 6, 100));
    lines.push(`    required: ${spec.required === true}`);
    if (spec.default !== undefined) lines.push(`    default: ${stringify(spec.default).trim()}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Words on lines of at most `width` columns, indented. */
function fold(text, indent, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && indent + line.length + 1 + word.length > width) {
      lines.push(`${' '.repeat(indent)}${line}`);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(`${' '.repeat(indent)}${line}`);
  return lines;
}

/** action.yml as GitHub would read it, or the reason it cannot be read. */
function loadAction(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    fail(`Cannot read ${file}: ${error.message}`);
  }
  const doc = parseDocument(text, { strict: true, uniqueKeys: true, prettyErrors: true });
  const problems = [...doc.errors, ...doc.warnings].map((e) => String(e.message ?? e));
  if (problems.length > 0) fail(`${actionName} is not valid YAML:\n${problems.join('\n')}`);
  const value = doc.toJS();
  if (value === null || typeof value !== 'object') fail(`${actionName} is not a mapping.`);
  for (const [kind, entries] of [
    ['input', value.inputs],
    ['output', value.outputs],
  ]) {
    for (const [name, entry] of Object.entries(entries ?? {})) {
      if (typeof entry?.description !== 'string' || !entry.description.trim()) {
        fail(`${actionName}: the ${kind} ${name} has no description to document.`);
      }
    }
  }
  return value;
}

/** One single-line Markdown table cell from a YAML description. */
function cell(text) {
  return String(text)
    .trim()
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .join('<br><br>')
    .replace(/\|/g, '\\|');
}

/** Text as inline code, with a fence longer than any run of backticks inside it. */
function codeSpan(text) {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`.replace(/\|/g, '\\|');
}

/** A Markdown table with its columns padded to one width, as the README's other tables are. */
function renderTable(header, rows) {
  const widths = header.map((title, i) =>
    Math.max(3, title.length, ...rows.map((row) => row[i].length)),
  );
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** The first line that differs, to show what changed. */
function firstDifference(current, wanted, names = [readmeName, actionName]) {
  const have = current.split('\n');
  const want = wanted.split('\n');
  for (let i = 0; i < Math.max(have.length, want.length); i++) {
    if (have[i] !== want[i]) {
      const show = (line) => (line === undefined ? '(nothing)' : line.replace(/ {2,}/g, ' '));
      const labels = [`${names[0]} has:`, `${names[1]} gives:`];
      const width = Math.max(...labels.map((l) => l.length));
      return `  ${labels[0].padEnd(width)} ${show(have[i])}\n  ${labels[1].padEnd(width)} ${show(want[i])}`;
    }
  }
  return '';
}
