/**
 * What every writer of a file shares, whichever format it writes (formats/, one module each): the
 * secret store's part the writers mask with, a text file written whole or in parts, and lines
 * masked one by one in pieces. A file that cannot be written is logged and does not change the
 * verdict; the messages name the input or flag (`option`) the path came from.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Text written in pieces of about this many characters (1 MiB). */
export const COPY_CHUNK = 1_048_576;

interface Log {
  info(line: string): void;
}

/** What the writers mask with: the entry point's secret store (util/redaction.ts's Redactor). */
export interface SecretMask {
  redact(text: string): string;
  /** JSON text with every string redacted and credential-named fields masked. */
  stringify(value: unknown, indent?: number): string;
}

/**
 * Lines joined by line breaks, each masked, in pieces of about 1 MiB: neither the document nor a
 * masked copy of it is held (the renderers keep a secret within one line).
 */
export function* maskedPieces(
  parts: Iterable<string>,
  secrets: Pick<SecretMask, 'redact'>,
): Generator<string> {
  let piece = '';
  let first = true;
  for (const part of parts) {
    piece += `${first ? '' : '\n'}${secrets.redact(part)}`;
    first = false;
    if (piece.length >= COPY_CHUNK) {
      yield piece;
      piece = '';
    }
  }
  yield piece;
}

/**
 * Writes a file whose text `make` returns, whole or in parts (creating its folder); logs what was
 * written, or why it could not be (naming the setting the path came from) and returns undefined.
 * Never throws.
 */
export async function writeTextFile(
  file: string,
  make: () => string | Iterable<string> | Promise<string | Iterable<string>>,
  words: { log: Log; option: string; written: string; failed?: string },
): Promise<string | undefined> {
  try {
    const text = await make();
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
    words.log.info(`${words.written} written to ${file}.`);
    return file;
  } catch (error) {
    const what = words.failed ? `${words.failed} ${file}` : file;
    words.log.info(`Could not write ${what} (${words.option}): ${message(error)}`);
    return undefined;
  }
}

export function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
