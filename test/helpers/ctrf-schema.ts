/** Validates CTRF documents against ctrf-io/ctrf's schema (draft-07, vendored in test/fixtures). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';

const here = path.dirname(fileURLToPath(import.meta.url));
const schema = JSON.parse(
  readFileSync(path.join(here, '..', 'fixtures', 'ctrf.schema.json'), 'utf8'),
) as object;
// ajv-formats is CommonJS: its default export arrives as the module object's `default`.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv) => Ajv;
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const check = ajv.compile(schema);

/** The schema's complaints about a document (empty when valid). */
export function ctrfErrors(document: unknown): string[] {
  if (check(document)) return [];
  return (check.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}
