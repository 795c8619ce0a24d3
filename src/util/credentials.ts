/**
 * Credentials recognised by their shape, with no secret store: values after an auth scheme
 * (`Bearer ...`, `Token ...`, `Basic ...`), JSON `"authorization": "..."` pairs, and the fields
 * whose names say they hold a credential (Authorization headers, OCPI token fields). The service
 * echoes partner exchanges, and those carry tokens nobody registered; these are masked wherever
 * such text is shown, by the renderers themselves as much as by a secret store (./redaction.ts).
 * Pure functions: the same input always gives the same output.
 */

export const MASK = '***';

// A credential after an auth scheme: long, or mixing in digits or token punctuation, so that
// prose such as "Token authorization" is left alone.
export const AUTH_VALUE =
  /\b(Bearer|Token|Basic)(\s+)(?=[A-Za-z0-9._~+/=:-]*(?:[0-9._~+/=:-]|[A-Za-z0-9._~+/=:-]{20}))[A-Za-z0-9._~+/=:-]{6,}/g;
export const AUTH_HEADER_JSON = /("authorization"\s*:\s*")[^"]*(")/gi;

// The same patterns without capture groups, for a store to alternate with its secrets in one scan.
export const AUTH_VALUE_SOURCE = AUTH_VALUE.source;
export const AUTH_HEADER_JSON_SOURCE = '"authorization"\\s*:\\s*"[^"]*"';

/** The text with credential-shaped values masked (auth schemes, JSON authorization pairs). */
export function maskCredentials(text: string): string {
  if (!text) return text;
  return text.replace(AUTH_VALUE, `$1$2${MASK}`).replace(AUTH_HEADER_JSON, `$1${MASK}$2`);
}

/**
 * Keys whose values are credentials whatever they hold: HTTP auth and cookie headers, API key
 * headers, and the token fields of OCPI bodies (the credentials object's `token`, tokenA/B/C).
 */
const SENSITIVE_KEY =
  /^(authorization|proxy-authorization|cookie|set-cookie|x-api-key|api[-_]?key|token|token[-_]?[abc]|local[-_]?token[-_]?b|password|secret|client[-_]?secret|access[-_]?token|refresh[-_]?token)$/i;

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key);
}

/**
 * A copy of a JSON-like value with every credential-named field masked and every string passed
 * through `text` (default maskCredentials). Shared references stay shared in the copy.
 */
export function maskCredentialFields<T>(
  value: T,
  text: (value: string) => string = maskCredentials,
): T {
  return maskDeep(value, text, new WeakMap()) as T;
}

function maskDeep(
  value: unknown,
  text: (value: string) => string,
  seen: WeakMap<object, unknown>,
): unknown {
  if (typeof value === 'string') return text(value);
  if (value === null || typeof value !== 'object') return value;
  const known = seen.get(value);
  if (known !== undefined) return known;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(maskDeep(item, text, seen));
    return copy;
  }
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) {
    copy[text(key)] = isSensitiveKey(key) ? MASK : maskDeep(item, text, seen);
  }
  return copy;
}
