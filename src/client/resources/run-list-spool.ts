/**
 * One entry of a run-list page written, redacted, to a file as it streams (run-list-stream.ts):
 * the report file is then a copy of what the service sent, not a re-serialization.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { maskUnderSensitiveKey } from '../../util/credentials.js';
import type { JsonPlace } from '../../util/json-scan.js';
import { isSensitiveKey, type Redactor } from '../../util/redaction.js';

/** The entry's fields held in memory before its id is known, at most (then it is not spooled). */
const SPOOL_PENDING_MAX = 1_048_576;
/** The spool's write buffer: encoded text gathered before one write to the file. */
const SPOOL_WRITE_BYTES = 1_048_576;

/**
 * Writes one entry of the page to a file as its values stream by, each redacted: a value's own
 * text when nothing in it needs masking (the common case, and a plain copy), else the value
 * re-serialized by the redactor. Until the entry's id is known its text is held in memory (up
 * to SPOOL_PENDING_MAX); the file is opened only for the entry wanted. The entry starts `room`
 * bytes into the file: the caller writes its own text there later (ReportSpool.room).
 */
export class SpoolWriter {
  /** The entry's text until its id is known. */
  private parts: string[] = ['{'];
  private size = 1;
  /** Text to be written, encoded, once the entry is kept. */
  private buffer = Buffer.alloc(0);
  private used = 0;
  private kept = false;
  private fd: number | undefined;
  /** Per open container of the entry: a member was written (a comma is due before the next). */
  private readonly members: boolean[] = [false];
  private failed = false;

  /** Where the next write goes in the file. */
  private position: number;

  constructor(
    private readonly file: string,
    room: number,
    private readonly redactor: Redactor,
  ) {
    this.position = room;
  }

  keep(): void {
    this.kept = true;
    if (this.failed) return;
    try {
      this.fd = openSync(this.file, 'w');
    } catch {
      this.failed = true;
    }
    this.buffer = Buffer.allocUnsafe(SPOOL_WRITE_BYTES);
    this.write(this.parts.join(''));
    this.parts = [];
  }

  open(place: JsonPlace, kind: 'object' | 'array'): void {
    this.push(`${this.prefix(place)}${kind === 'object' ? '{' : '['}`);
    this.members.push(false);
  }

  close(kind: 'object' | 'array'): void {
    this.members.pop();
    this.push(kind === 'object' ? '}' : ']');
  }

  value(place: JsonPlace, text: string, parsed: unknown): void {
    const key = typeof place.key === 'string' ? place.key : undefined;
    // Under a credential-named key, a string or number (or an array's) is the secret; an object
    // is evidence, masked member by member like any other value.
    const masked =
      key !== undefined && isSensitiveKey(key) ? maskUnderSensitiveKey(parsed) : parsed;
    const shown = masked === parsed ? this.redacted(text, parsed) : this.redactor.stringify(masked);
    this.push(`${this.prefix(place)}${shown}`);
  }

  /** The entry is complete: true when the file holds it. */
  finish(): boolean {
    this.flush();
    const ok = this.kept && !this.failed && this.fd !== undefined;
    this.abandon();
    return ok;
  }

  abandon(): void {
    if (this.fd !== undefined) {
      try {
        closeSync(this.fd);
      } catch {
        // Closing a file written to cannot fail in a way that matters here.
      }
      this.fd = undefined;
    }
  }

  private prefix(place: JsonPlace): string {
    const comma = this.members[this.members.length - 1] ? ',' : '';
    this.members[this.members.length - 1] = true;
    return typeof place.key === 'string'
      ? `${comma}${JSON.stringify(this.redactor.redact(place.key))}:`
      : comma;
  }

  /** The value's text masked as Redactor.stringify would mask the value, on the text when it can be. */
  private redacted(text: string, parsed: unknown): string {
    return this.redactor.redactJsonText(text) ?? this.redactor.stringify(parsed);
  }

  private push(text: string): void {
    if (this.failed) return;
    if (!this.kept) {
      this.parts.push(text);
      this.size += text.length;
      // An entry whose id comes late is not spooled: its text would be held here whole.
      if (this.size > SPOOL_PENDING_MAX) this.failed = true;
      return;
    }
    // Encoded into the write buffer at once, so that the text dies young (held in a list until a
    // write, 200 MB of it would outlive the young generation and load the collector). A UTF-16
    // unit is at most 3 bytes of UTF-8.
    if (this.used + text.length * 3 > this.buffer.length) this.flush();
    if (text.length * 3 > this.buffer.length) this.write(text);
    else this.used += this.buffer.write(text, this.used);
  }

  private flush(): void {
    if (this.used > 0) this.write(this.buffer.subarray(0, this.used));
    this.used = 0;
  }

  private write(data: string | Buffer): void {
    if (this.failed || this.fd === undefined) return;
    try {
      const bytes = typeof data === 'string' ? Buffer.from(data) : data;
      this.position += writeSync(this.fd, bytes, 0, bytes.length, this.position);
    } catch {
      this.failed = true;
    }
  }
}
