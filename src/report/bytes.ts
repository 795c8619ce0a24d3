/**
 * Text measured and cut in UTF-8 bytes, as GitHub measures its limits (a check run's output
 * fields, an annotation's raw details). Web APIs only (TextEncoder), so renderers stay pure.
 */
const encoder = new TextEncoder();

/** The length of `text` in UTF-8 bytes. */
export function utf8Bytes(text: string): number {
  // Most text is short; encoding it is cheaper than counting code points by hand.
  return encoder.encode(text).length;
}

/**
 * The longest start of `text` within `max` UTF-8 bytes. encodeInto writes whole characters only,
 * so neither a multi-byte character nor a surrogate pair is ever split.
 */
export function cutToBytes(text: string, max: number): string {
  if (text.length * 3 <= max || utf8Bytes(text) <= max) return text;
  const { read } = encoder.encodeInto(text, new Uint8Array(Math.max(0, max)));
  return text.slice(0, read);
}
