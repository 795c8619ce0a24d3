/**
 * Reads a journey definition: the preview body of interface section 4.3, from a JSON or YAML file
 * or inline JSON. Defaults are filled (schemaVersion 1, the action's seed, the resolved
 * connection as targetId) and the body is validated before anything is sent, with errors that
 * point at the field and the line in the user's file. A key the interface does not define is an
 * error too (a misspelt key would otherwise run on defaults), naming the key it probably meant.
 * YAML is loaded only here, on demand.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type JourneyPreviewRequest, JourneyPreviewRequestSchema } from '../client/index.js';
import { InputError } from '../util/errors.js';
import { formatPath } from '../util/schema-issues.js';
import { nearest } from '../util/suggest.js';
import { joinSome } from '../util/text.js';
import type { JourneyDefinition } from './model.js';

export type { JourneyDefinition } from './model.js';

/** Placeholder target while the connection is not resolved yet; replaced before sending. */
const PENDING_TARGET = 'pending-target';
/** Problems named in one error; the rest are counted. */
const MAX_PROBLEMS = 5;

/**
 * Loads and validates the definition. `source` is a path (relative to `baseDir`) or inline JSON.
 * `seed` is the action's seed, used when the body has none.
 */
export async function loadJourneyDefinition(
  source: string,
  options: { baseDir: string; seed: string; input?: string },
): Promise<JourneyDefinition> {
  const input = options.input ?? 'journey';
  const { text, origin, inline } = await readDefinition(source, input, options.baseDir);

  const { parseDocument, LineCounter, isMap, isScalar } = await import('yaml');
  const lines = new LineCounter();
  const document = parseDocument(text, {
    lineCounter: lines,
    prettyErrors: false,
    uniqueKeys: true,
  });
  if (document.errors.length > 0) {
    const first = document.errors[0]!;
    const { line, col } = lines.linePos(first.pos[0]);
    throw new InputError(
      input,
      `${input}: ${origin} is not valid ${inline ? 'JSON' : 'JSON or YAML'} (line ${line}, column ${col}): ${first.message.split('\n')[0]}`,
    );
  }
  const body = document.toJS() as unknown;
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new InputError(
      input,
      `${input}: ${origin} must hold one object: the journey preview body (schemaVersion, topology, clock, session, completion, seed).`,
    );
  }
  const candidate = withDefaults(body as Record<string, unknown>, PENDING_TARGET, options.seed);
  const parsed = JourneyPreviewRequestSchema.safeParse(candidate);
  if (!parsed.success) {
    /** The line of a value in the file, or with `key` the line of that key of an object. */
    const lineOf = (path: (string | number)[], key?: string): number | undefined => {
      const node = path.length === 0 ? document.contents : document.getIn(path, true);
      const target =
        key === undefined
          ? node
          : isMap(node)
            ? node.items.find((item) => isScalar(item.key) && String(item.key.value) === key)?.key
            : undefined;
      const start = (target as { range?: readonly number[] } | null | undefined)?.range?.[0];
      return start === undefined ? undefined : lines.linePos(start).line;
    };
    // In the order of the file, problems without a line (a missing field) last: an unknown key
    // comes before the missing field it was probably meant to be.
    const problems = parsed.error.issues
      .flatMap((issue): Problem[] => {
        const path = issue.path as (string | number)[];
        if (issue.code === 'unrecognized_keys') {
          return issue.keys.map((key) => unknownKey(path, key, lineOf(path, key)));
        }
        const where = formatPath('', path) || '(the body)';
        return [
          { where, line: lineOf(path), message: valueMessage(issue, valueAt(candidate, path)) },
        ];
      })
      .sort((a, b) => (a.line ?? Number.POSITIVE_INFINITY) - (b.line ?? Number.POSITIVE_INFINITY))
      .map(({ where, line, message }) => `${where}${line ? ` (line ${line})` : ''}: ${message}`);
    const text = joinSome(problems, MAX_PROBLEMS);
    throw new InputError(
      input,
      `${input}: ${origin} is not a valid journey: ${text}${text.endsWith('?') ? '' : '.'}`,
    );
  }
  return { body: body as Record<string, unknown>, origin };
}

/** The definition's text: `source` itself when it is inline JSON, else the file it names. */
async function readDefinition(
  source: string,
  input: string,
  baseDir: string,
): Promise<{ text: string; origin: string; inline: boolean }> {
  const inline = source.trim().startsWith('{');
  const origin = inline ? 'inline JSON' : source.trim();
  if (inline) return { text: source, origin, inline };
  const file = path.resolve(baseDir, source.trim());
  try {
    return { text: await readFile(file, 'utf8'), origin, inline };
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new InputError(
      input,
      code === 'ENOENT'
        ? `${input}: the file "${origin}" was not found (looked for ${file}). Give a path relative to the repository, or inline JSON.`
        : `${input}: the file "${origin}" could not be read (${code ?? (error as Error).message}).`,
    );
  }
}

/** A value not among the allowed ones gets a did-you-mean, as an unknown key does. */
function valueMessage(issue: { code: string; message: string; values?: unknown }, value: unknown) {
  if (issue.code !== 'invalid_value' || typeof value !== 'string' || !Array.isArray(issue.values)) {
    return issue.message;
  }
  const allowed = issue.values.map(String);
  const suggestion = nearest(value, allowed);
  return suggestion
    ? `"${value}" is not one of its values; did you mean ${suggestion}?`
    : `"${value}" is not one of its values: ${allowed.join(', ')}`;
}

/** The value at `path` in the parsed body, if there is one. */
function valueAt(body: unknown, path: readonly (string | number)[]): unknown {
  let current = body;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

interface Problem {
  /** The field's path: "session.cadenceSecs". */
  where: string;
  /** Its line in the user's file, when it is there. */
  line?: number;
  message: string;
}

/**
 * A key the schema does not know: "unknown key; did you mean cadenceSeconds?" when one of the
 * object's keys is near (see nearest), else the keys the object takes.
 */
function unknownKey(
  objectPath: readonly (string | number)[],
  key: string,
  line: number | undefined,
): Problem {
  const known = knownKeys(objectPath);
  const suggestion = nearest(key, known);
  const owner = objectPath.length === 0 ? 'a journey' : formatPath('', objectPath);
  return {
    where: formatPath('', [...objectPath, key]),
    line,
    message: suggestion
      ? `unknown key; did you mean ${suggestion}?`
      : `unknown key; ${owner} takes ${known.join(', ')}`,
  };
}

/**
 * The keys the schema knows for the object at `objectPath`, read from the schema's shape (through
 * its optional wrappers): the field list is written once, in the schema.
 */
function knownKeys(objectPath: readonly (string | number)[]): string[] {
  let schema: unknown = JourneyPreviewRequestSchema;
  for (const segment of objectPath) {
    schema = objectShape(schema)?.[segment];
  }
  return Object.keys(objectShape(schema) ?? {});
}

/** The shape of a zod object schema, unwrapping .optional() and the like; undefined if none. */
function objectShape(schema: unknown): Record<string | number, unknown> | undefined {
  let current = schema as { shape?: Record<string, unknown>; unwrap?: () => unknown } | undefined;
  while (current && !current.shape && typeof current.unwrap === 'function') {
    current = current.unwrap() as typeof current;
  }
  return current?.shape;
}

/** The body to send: defaults filled, targetId set to the resolved connection unless the file names one. */
export function completeJourneyBody(
  definition: JourneyDefinition,
  targetId: string,
  seed: string,
): JourneyPreviewRequest {
  return JourneyPreviewRequestSchema.parse(withDefaults(definition.body, targetId, seed));
}

function withDefaults(body: Record<string, unknown>, targetId: string, seed: string) {
  return {
    schemaVersion: 1,
    ...body,
    targetId: body.targetId ?? targetId,
    seed: body.seed ?? seed,
  };
}
