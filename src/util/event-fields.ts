/**
 * A journey event in a few words: its scalar fields as key=value, for its log line and the
 * summary's key events. Bounded, so one chatty event cannot flood a line.
 */

const SKIPPED_FIELDS = new Set(['seq', 'type', 'runId', 'at', 'name']);

/**
 * Up to five scalar fields of an event's data, as `key=value`. `maxValue` cuts each value (with an
 * ellipsis); `redact` masks it first, so that a cut cannot leave the beginning of a secret.
 */
export function eventFields(
  data: Record<string, unknown>,
  options: { maxValue?: number; redact?: (text: string) => string } = {},
): string {
  const max = options.maxValue ?? Number.POSITIVE_INFINITY;
  const parts: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (SKIPPED_FIELDS.has(key) || parts.length >= 5) continue;
    if (value === null || typeof value === 'object') continue;
    const text = options.redact ? options.redact(String(value)) : String(value);
    parts.push(`${key}=${text.length > max ? `${text.slice(0, max)}…` : text}`);
  }
  return parts.join(' ');
}
