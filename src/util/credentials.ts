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
const SENSITIVE_NAMES =
  'authorization|proxy-authorization|cookie|set-cookie|x-api-key|api[-_]?key|token|token[-_]?[abc]|local[-_]?token[-_]?b|password|secret|client[-_]?secret|access[-_]?token|refresh[-_]?token';
const SENSITIVE_KEY = new RegExp(`^(${SENSITIVE_NAMES})$`, 'i');

/**
 * In JSON text, one of: a credential-named member (`$1` is its key and colon) with its string
 * value, or with a value that is not a string (then nothing follows `$1` in the match); or a
 * `\u` or `\/` escape, which can spell a key or a secret that a plain search would miss. Only a
 * real key matches: inside a string every quote is escaped, so `"token":` cannot occur there.
 */
const MEMBER_OR_ESCAPE = new RegExp(
  `("(?:${SENSITIVE_NAMES})"\\s*:\\s*)(?:"(?:[^"\\\\]|\\\\.)*"|(?=[^"\\s]))|\\\\[u/]`,
  'gi',
);

/**
 * JSON text with every credential-named member's string value masked, as maskCredentialFields
 * masks it in the parsed value, in one scan; undefined when that cannot be done on the text (a
 * member's value is not a string, or the text holds a \u or \/ escape): the caller then masks
 * the parsed value.
 */
export function maskCredentialMembers(json: string): string | undefined {
  let onText = true;
  const masked = json.replace(MEMBER_OR_ESCAPE, (match, member: string | undefined) => {
    if (member === undefined || match.length === member.length) {
      onText = false;
      return match;
    }
    return `${member}"${MASK}"`;
  });
  return onText ? masked : undefined;
}

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
