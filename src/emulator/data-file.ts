/**
 * Reading the emulator's data files (data/*.json): the content is checked against its schema when
 * the emulator loads, so a broken file stops it at once with a message that names the file, the
 * place in it and what is wrong, instead of surfacing later as an odd report.
 */
import type { z } from 'zod';

/** A data file that does not match its schema. */
export class DataFileError extends Error {
  override name = 'DataFileError';
}

/** Shown issues at most; a file broken in a systematic way would otherwise print a screenful. */
const MAX_ISSUES = 10;

/** The data of `raw` as `schema` reads it; throws DataFileError naming `source` otherwise. */
export function parseDataFile<Schema extends z.ZodType>(
  schema: Schema,
  raw: unknown,
  source: string,
): z.output<Schema> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issues = result.error.issues;
  const lines = issues
    .slice(0, MAX_ISSUES)
    .map((issue) => `  ${describePath(issue.path)}: ${issue.message}`);
  if (issues.length > MAX_ISSUES) lines.push(`  ... and ${issues.length - MAX_ISSUES} more`);
  throw new DataFileError(`The emulator data file ${source} is invalid:\n${lines.join('\n')}`);
}

/** A path as written in JavaScript: modules[2].suites[0].checks[1].responseBody. */
function describePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(the whole file)';
  return path
    .map((key, index) => {
      if (typeof key === 'number') return `[${key}]`;
      const name = String(key);
      if (!/^[A-Za-z_$][\w$]*$/.test(name)) return `[${JSON.stringify(name)}]`;
      return index === 0 ? name : `.${name}`;
    })
    .join('');
}
