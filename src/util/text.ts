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
 * Redacted (by the entry point's secret store, passed as `redact`) and disarmed: the form in
 * which any text is written to the log.
 */
export function forLog(text: string, redact: (text: string) => string): string {
  return neutraliseCommands(redact(text));
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
