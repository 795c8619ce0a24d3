/**
 * Validates GitLab code quality reports against the schema written from GitLab's documentation of
 * the format (test/fixtures/gitlab-codequality.schema.json: its $comment cites the page; GitLab
 * publishes none of its own), and the one thing the page says outside the table: no byte order
 * mark at the start of the file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';

const here = path.dirname(fileURLToPath(import.meta.url));
const schema = JSON.parse(
  readFileSync(path.join(here, '..', 'fixtures', 'gitlab-codequality.schema.json'), 'utf8'),
) as object;
const check = new Ajv({ allErrors: true, strict: false }).compile(schema);

/** The schema's complaints about a document (empty when valid). */
export function codeQualityErrors(document: unknown): string[] {
  if (check(document)) return [];
  return (check.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}

/** A file's text: its complaints, a byte order mark first (GitLab's parser refuses one). */
export function codeQualityFileErrors(text: string): string[] {
  if (text.charCodeAt(0) === 0xfeff) return ['the file starts with a byte order mark'];
  try {
    return codeQualityErrors(JSON.parse(text));
  } catch (error) {
    return [`not JSON: ${(error as Error).message}`];
  }
}
