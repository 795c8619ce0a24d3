/**
 * A journey event in a few words: its short scalar fields as key=value, for its log line and the
 * summary's key events. Bounded, so one chatty event cannot flood a line.
 */

const SKIPPED_FIELDS = new Set(['seq', 'type', 'runId', 'at', 'name']);

/** Up to five short fields of an event's data, as `key=value`, values cut at 40 characters. */
export function eventFields(data: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (SKIPPED_FIELDS.has(key) || parts.length >= 5) continue;
    if (value === null || typeof value === 'object') continue;
    const text = String(value);
    parts.push(`${key}=${text.length > 40 ? `${text.slice(0, 40)}…` : text}`);
  }
  return parts.join(' ');
}
