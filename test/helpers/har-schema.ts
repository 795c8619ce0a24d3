/**
 * Validates HAR documents against the HAR 1.2 JSON Schema of the `har-schema` package (draft-06,
 * so ajv is given that draft's meta-schema, as ajv's documentation shows for draft-06 schemas).
 */
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';

const require = createRequire(import.meta.url);
const schemas = require('har-schema') as Record<string, { $id: string }>;
const draft6 = require('ajv/dist/refs/json-schema-draft-06.json') as object;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv) => Ajv;

const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addMetaSchema(draft6);
addFormats(ajv);
for (const schema of Object.values(schemas)) ajv.addSchema(schema);
const check = ajv.getSchema('har.json#');
if (!check) throw new Error('har-schema: no har.json# schema');

/** The schema's complaints about a document (empty when valid). */
export function harErrors(document: unknown): string[] {
  if (check?.(document)) return [];
  return (check?.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}
