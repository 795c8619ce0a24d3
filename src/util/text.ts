/**
 * Text from the service reaches terminals, CI logs and pages as it was sent, so it must be inert:
 * - control characters (C0 but tab and line feed, DEL, C1) could clear a terminal, set its title,
 *   ring its bell or move the cursor, and a bare carriage return overwrites the line before it;
 * - bidirectional overrides, embeddings, isolates and marks (U+202A-U+202E, U+2066-U+2069, U+061C,
 *   U+200E, U+200F) reorder what a reader sees, so that a name reads otherwise than it is or a link
 *   hides its target;
 * - line and paragraph separators (U+2028, U+2029) and a line feed inside a value would start a
 *   line the service wrote and the reader takes for the tool's.
 * These are shown escaped, visibly (`\x1b`, `\r`, `\u202e`), not dropped: the reader sees that
 * something was there. One sanitizer for every surface (the CLI, the action's log, the Markdown
 * pages, the HTML report, JUnit); pure, so that every layer can use it.
 */
const UNSAFE =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;
const UNSAFE_OR_NEWLINE =
  /[\u0000-\u0008\n-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;
/** A cheap first test: most texts hold none of these, and cost one failed scan. */
const ANY_UNSAFE =
  /[\u0000-\u0008\n-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/;

function escaped(c: string): string {
  if (c === '\n') return '\\n';
  if (c === '\r') return '\\r';
  const code = c.charCodeAt(0);
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** Text made inert (see above), its lines kept: a CRLF line end is a line feed. */
export function inertText(text: string): string {
  if (!ANY_UNSAFE.test(text)) return text;
  return text.replace(/\r\n/g, '\n').replace(UNSAFE, escaped);
}

/** Text made inert as one line: a line feed (and a CRLF) is shown as `\n` too. */
export function inertLine(text: string): string {
  if (!ANY_UNSAFE.test(text)) return text;
  return text.replace(/\r\n/g, '\n').replace(UNSAFE_OR_NEWLINE, escaped);
}

/**
 * Text from the service reaches the job log. The runner reads lines that start with `::` (and the
 * legacy `##[`) as workflow commands, so service text could set outputs, add masks or stop
 * command processing. A zero-width space after the first character disarms such lines; the text
 * reads the same to a person.
 */

const COMMAND_LINE = /^(\s*)(:)(:)|^(\s*)(#)(#\[)/gm;

export function neutraliseCommands(text: string): string {
  return text.replace(COMMAND_LINE, (_m, s1, a1, b1, s2, a2, b2) =>
    s1 !== undefined ? `${s1}${a1}\u200b${b1}` : `${s2}${a2}\u200b${b2}`,
  );
}

/**
 * Redacted (by the entry point's secret store, passed as `redact`), inert and disarmed: the form
 * in which any text is written to a log or a terminal. Its own line feeds are kept (an error that
 * lists several problems); a line that embeds service text is written with forLogLine.
 */
export function forLog(text: string, redact: (text: string) => string): string {
  return neutraliseCommands(inertText(redact(text)));
}

/** forLog as exactly one line: a line feed in the text cannot start another log line. */
export function forLogLine(text: string, redact: (text: string) => string): string {
  return neutraliseCommands(inertLine(redact(text)));
}

/** The first `max` items joined, and how many more there are: "a; b; and 3 more". */
export function joinSome(items: readonly string[], max: number, separator = '; '): string {
  const shown = items.slice(0, max);
  const more = items.length - shown.length;
  return more > 0 ? `${shown.join(separator)}${separator}and ${more} more` : shown.join(separator);
}

/** Text made the end of a sentence: a period added unless it ends with one (or ! or ?) already. */
export function endSentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Text quoted at the end of a sentence: `"text".`, or `"text."` when it ends one itself. */
export function quotedEnd(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?]$/.test(trimmed) ? `"${trimmed}"` : `"${trimmed}".`;
}

/** "1 check", "3 checks": a count with its noun in the right number. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
