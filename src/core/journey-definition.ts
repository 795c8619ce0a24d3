/**
 * Reads a journey definition: the preview body of interface section 4.3, from a JSON or YAML file
 * or inline JSON. Defaults are filled (schemaVersion 1, the action's seed, the resolved
 * connection as targetId) and the body is validated before anything is sent, with errors that
 * point at the field and the line in the user's file. YAML is loaded only here, on demand.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  InputError,
  type JourneyPreviewRequest,
  JourneyPreviewRequestSchema,
} from '../client/index.js';
import { formatPath } from '../client/schemas.js';

export interface JourneyDefinition {
  /** The body as the user wrote it (targetId and seed may still be missing). */
  body: Record<string, unknown>;
  /** Where it came from, for messages: a file path or "inline JSON". */
  origin: string;
}

/** Placeholder target while the connection is not resolved yet; replaced before sending. */
const PENDING_TARGET = 'pending-target';

/**
 * Loads and validates the definition. `source` is a path (relative to `baseDir`) or inline JSON.
 * `seed` is the action's seed, used when the body has none.
 */
export async function loadJourneyDefinition(
  source: string,
  options: { baseDir: string; seed: string; input?: string },
): Promise<JourneyDefinition> {
  const input = options.input ?? 'journey';
  const inline = source.trim().startsWith('{');
  const origin = inline ? 'inline JSON' : source.trim();
  let text: string;
  if (inline) {
    text = source;
  } else {
    const file = path.resolve(options.baseDir, source.trim());
    try {
      text = await readFile(file, 'utf8');
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

  const { parseDocument, LineCounter } = await import('yaml');
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
    const problems = parsed.error.issues.slice(0, 5).map((issue) => {
      const where = formatPath('', issue.path) || '(the body)';
      const node = document.getIn(issue.path as (string | number)[], true) as
        | { range?: [number, number, number] }
        | undefined;
      const line = node?.range ? ` (line ${lines.linePos(node.range[0]).line})` : '';
      return `${where}${line}: ${issue.message}`;
    });
    throw new InputError(
      input,
      `${input}: ${origin} is not a valid journey: ${problems.join('; ')}.`,
    );
  }
  return { body: body as Record<string, unknown>, origin };
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
