/**
 * action.yml as GitHub and the ecosystem's tools read it: strict YAML (an unquoted `: ` in a plain
 * scalar once made the whole file unreadable), the shape GitHub expects (string defaults, boolean
 * `required`, a description everywhere, node24, bundles that exist), and one source of truth with
 * the code: the inputs the action reads and the outputs the action writes are exactly the ones
 * declared.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { OUTPUT_NAMES, readActionSettings } from '../src/action/main.js';
import { mergePatterns, readActionMergeSettings } from '../src/action/settings.js';
import { InputError } from '../src/util/errors.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ACTION_TEXT = readFileSync(path.join(ROOT, 'action.yml'), 'utf8');

const TOP_KEYS = ['name', 'description', 'author', 'branding', 'inputs', 'outputs', 'runs'];
const INPUT_KEYS = ['description', 'required', 'default', 'deprecationMessage'];
/** `value` is for composite actions only; a node action's outputs are set by its code. */
const OUTPUT_KEYS = ['description'];

type Metadata = {
  name?: unknown;
  description?: unknown;
  inputs?: unknown;
  outputs?: unknown;
  runs?: unknown;
  [key: string]: unknown;
};

/** The file parsed as the strict YAML reader sees it, or its errors and warnings in words. */
function parseStrict(text: string): { value: Metadata; problems: string[] } {
  const doc = parseDocument(text, { strict: true, uniqueKeys: true, prettyErrors: true });
  const problems = [...doc.errors, ...doc.warnings].map((e) => `YAML: ${e.message}`);
  return { value: (problems.length === 0 ? doc.toJS() : {}) as Metadata, problems };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeValue(value: unknown): string {
  return `${value === null ? 'null' : typeof value} (${JSON.stringify(value)})`;
}

/** Every problem with action metadata, in words; empty when GitHub would read it as intended. */
function metadataProblems(text: string): string[] {
  const { value, problems } = parseStrict(text);
  if (problems.length > 0) return problems;
  if (!isRecord(value)) return ['action.yml is not a mapping.'];
  for (const key of Object.keys(value)) {
    if (!TOP_KEYS.includes(key)) problems.push(`unknown top-level key "${key}".`);
  }
  for (const key of ['name', 'description'] as const) {
    if (typeof value[key] !== 'string' || !(value[key] as string).trim())
      problems.push(`${key} must be a non-empty string, not ${describeValue(value[key])}.`);
  }

  const inputs = value.inputs ?? {};
  if (!isRecord(inputs)) problems.push('inputs must be a mapping.');
  else {
    for (const [name, input] of Object.entries(inputs)) {
      const at = `inputs.${name}`;
      if (!isRecord(input)) {
        problems.push(`${at} must be a mapping, not ${describeValue(input)}.`);
        continue;
      }
      for (const key of Object.keys(input)) {
        if (!INPUT_KEYS.includes(key)) problems.push(`${at} has an unknown key "${key}".`);
      }
      if (typeof input.description !== 'string' || !input.description.trim())
        problems.push(`${at}.description must be a non-empty string.`);
      if ('required' in input && typeof input.required !== 'boolean')
        problems.push(
          `${at}.required must be a boolean (true or false, unquoted), not ${describeValue(input.required)}.`,
        );
      if ('default' in input && typeof input.default !== 'string')
        problems.push(
          `${at}.default must be a string (GitHub passes inputs as strings: quote it), not ${describeValue(input.default)}.`,
        );
    }
  }

  const outputs = value.outputs ?? {};
  if (!isRecord(outputs)) problems.push('outputs must be a mapping.');
  else {
    for (const [name, output] of Object.entries(outputs)) {
      const at = `outputs.${name}`;
      if (!isRecord(output)) {
        problems.push(`${at} must be a mapping, not ${describeValue(output)}.`);
        continue;
      }
      for (const key of Object.keys(output)) {
        if (!OUTPUT_KEYS.includes(key)) problems.push(`${at} has an unknown key "${key}".`);
      }
      if (typeof output.description !== 'string' || !output.description.trim())
        problems.push(`${at}.description must be a non-empty string.`);
    }
  }

  const runs = value.runs;
  if (!isRecord(runs)) problems.push('runs must be a mapping.');
  else {
    if (runs.using !== 'node24')
      problems.push(`runs.using must be node24, not ${describeValue(runs.using)}.`);
    for (const key of ['main', 'post'] as const) {
      const file = runs[key];
      if (typeof file !== 'string' || !file) problems.push(`runs.${key} must name a file.`);
      else if (!existsSync(path.join(ROOT, file)))
        problems.push(`runs.${key} names ${file}, which is not in the repository.`);
    }
  }
  return problems;
}

function declared(kind: 'inputs' | 'outputs'): string[] {
  const { value, problems } = parseStrict(ACTION_TEXT);
  expect(problems).toEqual([]);
  return Object.keys((value[kind] ?? {}) as Record<string, unknown>).sort();
}

/**
 * The input names the action's settings reader (readSettings and what the action adds to it) asks
 * for when the inputs are `values` (and '' otherwise).
 */
function inputsRead(values: Record<string, string> = {}): string[] {
  const asked = new Set<string>();
  const core = {
    getInput: (name: string) => {
      asked.add(name);
      return values[name] ?? '';
    },
    setSecret: () => {},
  };
  // The step first asks whether it merges (merge-reports), then reads the settings of a run or
  // of a merge.
  const merging = mergePatterns(core).length > 0;
  try {
    if (merging) readActionMergeSettings(core, {});
    else readActionSettings(core, {});
  } catch (error) {
    // With no api-key and base-url every run of readSettings ends here, after reading everything.
    if (!(error instanceof InputError)) throw error;
  }
  return [...asked].sort();
}

/** The real action.yml with one exact piece of text replaced (which must be there). */
function mutate(from: string, to: string): string {
  if (!ACTION_TEXT.includes(from))
    throw new Error(`action.yml no longer contains ${JSON.stringify(from)}: update this test.`);
  return ACTION_TEXT.replace(from, to);
}

describe('action.yml', () => {
  it('is strict YAML with the shape GitHub expects', () => {
    expect(metadataProblems(ACTION_TEXT)).toEqual([]);
  });

  it.each([
    {
      what: 'an unquoted ": " in a plain scalar (the github-token description before the fix)',
      edit: [
        'description: >-\n      The token used for the pull request comment. Default: the workflow token. Masked.',
        'description: The token used for the pull request comment. Default: the workflow token. Masked.',
      ],
      problem: /YAML: Nested mappings are not allowed in compact mappings/,
    },
    {
      what: 'a number as a default',
      edit: ['default: "100"', 'default: 100'],
      problem: /inputs\.threshold\.default must be a string .* not number \(100\)/,
    },
    {
      what: 'a boolean as a default',
      edit: ['default: "true"', 'default: true'],
      problem: /inputs\.wait\.default must be a string .* not boolean \(true\)/,
    },
    {
      what: 'a quoted required',
      edit: ['required: false', 'required: "false"'],
      problem: /inputs\.api-key\.required must be a boolean/,
    },
    {
      what: 'an input without a description',
      edit: ['  summary:\n    description: >-\n      Write the job summary.\n', '  summary:\n'],
      problem: /inputs\.summary\.description must be a non-empty string/,
    },
    {
      what: 'an output without a description',
      edit: ['  reason:\n    description: One line saying why.\n', '  reason:\n    value: x\n'],
      problem: /outputs\.reason\.description must be a non-empty string/,
    },
    {
      what: 'a key declared twice',
      edit: ['inputs:\n', 'inputs:\n  seed:\n    description: again\n'],
      problem: /YAML: Map keys must be unique/,
    },
    {
      what: 'another runtime',
      edit: ['using: node24', 'using: node20'],
      problem: /runs\.using must be node24/,
    },
    {
      what: 'a bundle that does not exist',
      edit: ['main: dist/index.js', 'main: dist/missing.js'],
      problem: /runs\.main names dist\/missing\.js, which is not in the repository/,
    },
  ])('rejects $what', ({ edit, problem }) => {
    const problems = metadataProblems(mutate(edit[0]!, edit[1]!));
    expect(
      problems.some((p) => problem.test(p)),
      problems.join('\n'),
    ).toBe(true);
  });

  it('declares exactly the inputs the code reads', () => {
    const inputs = declared('inputs');
    // Every name is read, by a run or by a merge, even when every input is empty (the readers
    // read all before judging).
    const read = new Set([...inputsRead(), ...inputsRead({ 'merge-reports': 'legs/*.json' })]);
    expect([...read].sort()).toEqual(inputs);
    // Other branches (a journey, ensure-connection mode) read nothing that is not declared.
    const branches: Record<string, string>[] = [
      { 'run-kind': 'journey', journey: 'journey.yaml' },
      { 'partner-base-url': 'https://partner.example.com/ocpi/versions' },
    ];
    for (const values of branches) {
      const extra = inputsRead(values).filter((name) => !inputs.includes(name));
      expect(extra, `read but not declared with ${JSON.stringify(values)}`).toEqual([]);
    }
  });

  it('declares exactly the outputs the action writes', () => {
    expect(declared('outputs')).toEqual([...OUTPUT_NAMES, 'result'].sort());
  });
});
