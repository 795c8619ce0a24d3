/**
 * Credentials recognised by their shape, with no secret store: values after an auth scheme
 * (`Bearer ...`, `Token ...`, `Basic ...`), JSON `"authorization": "..."` pairs, and the fields
 * whose names say they hold a credential (Authorization headers, OCPI token fields). The service
 * echoes partner exchanges, and those carry tokens nobody registered; these are masked wherever
 * such text is shown, by the renderers themselves as much as by a secret store (./redaction.ts).
 * Pure functions: the same input always gives the same output.
 */

export const MASK = '***';

// A value after an auth scheme (`Bearer`, `Token`, `Basic`, in any case): a candidate, which
// isCredentialValue tells from prose ("array of Token objects.", "Basic auth-header").
export const AUTH_VALUE = /\b(Bearer|Token|Basic)(\s+)([A-Za-z0-9._~+/=:-]{6,})/gi;
export const AUTH_HEADER_JSON = /("authorization"\s*:\s*")[^"]*(")/gi;

// The same patterns without capture groups, for a store to alternate with its secrets in one scan
// (a cheap first test: a candidate that turns out to be prose costs one more scan).
export const AUTH_VALUE_SOURCE = '\\b(?:Bearer|Token|Basic)\\s+[A-Za-z0-9._~+/=:-]{6}';
export const AUTH_HEADER_JSON_SOURCE = '"authorization"\\s*:\\s*"[^"]*"';

/**
 * Whether a value after an auth scheme is a credential rather than a word of prose. Credentials
 * are random: OCPI tokens are UUIDs, hex or base64, API keys mix digits in, JWTs mix cases. Words
 * are letters, at most hyphenated, joined by = or followed by punctuation. So a credential has a
 * digit or one of + / ~, base64 padding, a run of 20 letters, or lower-to-upper case changes (two,
 * or one in 12 characters or more); "objects.", "auth-header", "valid=false" and "OCPI-compliant"
 * have none of these.
 */
export function isCredentialValue(candidate: string): boolean {
  const value = candidate.replace(/[.,:;!?-]+$/, '');
  if (value.length < 6) return false;
  if (/[0-9+/~]|[A-Za-z]=+$|[A-Za-z]{20}/.test(value)) return true;
  const changes = value.match(/[a-z][A-Z]/g)?.length ?? 0;
  return changes >= 2 || (changes === 1 && value.length >= 12);
}

/** The text with credentials after an auth scheme masked, prose after one left alone. */
export function maskAuthValues(text: string): string {
  return text.replace(AUTH_VALUE, (match, scheme: string, space: string, value: string) => {
    if (!isCredentialValue(value)) return match;
    // Sentence punctuation after the value stays, so that the sentence still reads.
    const tail = value.length - value.replace(/[.,:;!?]+$/, '').length;
    return `${scheme}${space}${MASK}${value.slice(value.length - tail)}`;
  });
}

/** The text with credential-shaped values masked (auth schemes, JSON authorization pairs). */
export function maskCredentials(text: string): string {
  if (!text) return text;
  return maskAuthValues(text).replace(AUTH_HEADER_JSON, `$1${MASK}$2`);
}

/**
 * Keys whose values are credentials: HTTP auth and cookie headers, API key headers, and the token
 * fields of OCPI bodies (the credentials object's `token`, tokenA/B/C). What is masked under such a
 * key is a string or a number (the secret itself), and the strings and numbers of an array there
 * (a header sent twice, a list of keys); an object under it is evidence, not a secret (the `token`
 * of an AuthorizationInfo or a StartSession is an OCPI Token: uid, contract_id, issuer...), and
 * keeps its members, each masked by its own name (maskUnderSensitiveKey).
 */
const SENSITIVE_NAMES =
  'authorization|proxy-authorization|cookie|set-cookie|x-api-key|api[-_]?key|token|token[-_]?[abc]|local[-_]?token[-_]?b|password|secret|client[-_]?secret|access[-_]?token|refresh[-_]?token';
const SENSITIVE_KEY = new RegExp(`^(${SENSITIVE_NAMES})$`, 'i');

/**
 * In JSON text, one of: a credential-named member (`$1` is its key and colon) with its string or
 * number value (`$2`), or with a value of another kind (then nothing follows `$1` in the match);
 * or a `\u` or `\/` escape, which can spell a key or a secret that a plain search would miss. Only
 * a real key matches: inside a string every quote is escaped, so `"token":` cannot occur there.
 */
const MEMBER_OR_ESCAPE = new RegExp(
  `("(?:${SENSITIVE_NAMES})"\\s*:\\s*)(?:("(?:[^"\\\\]|\\\\.)*"|-?\\d[\\d.eE+-]*)|(\\[)|(?=[^"\\s]))|\\\\[u/]`,
  'gi',
);

/**
 * JSON text with every credential-named member's string or number masked, as maskCredentialFields
 * masks it in the parsed value, in one scan; undefined when that cannot be done on the text (an
 * array under such a key, or the text holds a \u or \/ escape): the caller then masks the parsed
 * value. An object (or true, false, null) under such a key is left to the same scan: an object's
 * members are masked by their own names.
 */
export function maskCredentialMembers(json: string): string | undefined {
  let onText = true;
  const masked = json.replace(
    MEMBER_OR_ESCAPE,
    (match, member?: string, secret?: string, array?: string) => {
      if (secret === '""') return match;
      if (secret !== undefined) return `${member}"${MASK}"`;
      if (member === undefined || array !== undefined) onText = false;
      return match;
    },
  );
  return onText ? masked : undefined;
}

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key);
}

/**
 * What is left of a value under a credential-named key: a string (but the empty one) or number is
 * the secret and is masked, an array's items are treated the same way, and an object is returned as it is (its
 * members are masked by their own names). The one rule for every writer: maskCredentialFields,
 * Redactor.stringify, the report file's spool and the JSON-text path (maskCredentialMembers).
 */
export function maskUnderSensitiveKey(value: unknown): unknown {
  // An empty string hides nothing, and is evidence ("the partner sent an empty token").
  if (value === '') return value;
  if (typeof value === 'string' || typeof value === 'number') return MASK;
  return Array.isArray(value) ? value.map(maskUnderSensitiveKey) : value;
}

/**
 * A copy of a JSON-like value with every credential-named field masked (maskUnderSensitiveKey) and
 * every string passed through `text` (default maskCredentials). Shared references stay shared in
 * the copy.
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
    // maskUnderSensitiveKey gives a masked array as a new one, so `seen` never mixes the two.
    copy[text(key)] = maskDeep(
      isSensitiveKey(key) ? maskUnderSensitiveKey(item) : item,
      text,
      seen,
    );
  }
  return copy;
}
