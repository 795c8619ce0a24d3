/**
 * The one redaction utility: every string that reaches a log line, an error message, an output, a
 * file or a comment passes through a Redactor.
 *
 * Secrets (the API key, the partner tokens tokenA, tokenC, localTokenB) are registered once, as
 * soon as they are read. Besides the literal value, the encodings under which a secret commonly
 * travels are masked too: URL-encoded, JSON-escaped and base64 (OCPI sends tokens base64-encoded in
 * `Authorization: Token ...` from 2.2 on). Credentials in Authorization headers are masked by
 * pattern as well, whether or not they were registered, because the service echoes partner
 * exchanges and those carry tokens we were never told about.
 */

export const MASK = '***';

/** Secrets shorter than this are not masked as substrings: they would mask half of every line. */
const MIN_SECRET_LENGTH = 4;

// A credential after an auth scheme: long, or mixing in digits or token punctuation, so that
// prose such as "Token authorization" is left alone.
const AUTH_VALUE =
  /\b(Bearer|Token|Basic)(\s+)(?=[A-Za-z0-9._~+/=:-]*(?:[0-9._~+/=:-]|[A-Za-z0-9._~+/=:-]{20}))[A-Za-z0-9._~+/=:-]{6,}/g;
const AUTH_HEADER_JSON = /("authorization"\s*:\s*")[^"]*(")/gi;

// The same patterns without capture groups, alternated with the secrets into one scan.
const AUTH_VALUE_SOURCE = AUTH_VALUE.source;
const AUTH_HEADER_JSON_SOURCE = '"authorization"\\s*:\\s*"[^"]*"';

export class Redactor {
  private readonly variants = new Set<string>();
  /** Any secret or credential pattern (a cheap first test); the secrets alone. */
  private pattern: RegExp | undefined;
  private secretsPattern: RegExp | undefined;

  /** Registers a secret; empty or very short values are ignored (see MIN_SECRET_LENGTH). */
  add(secret: string | undefined | null): void {
    if (!secret || secret.length < MIN_SECRET_LENGTH) return;
    const before = this.variants.size;
    for (const variant of encodings(secret)) {
      if (variant.length >= MIN_SECRET_LENGTH) this.variants.add(variant);
    }
    if (this.variants.size !== before) {
      this.pattern = undefined;
      this.secretsPattern = undefined;
    }
  }

  /** The registered secret values and their encodings, longest first. */
  secrets(): string[] {
    return [...this.variants].sort((a, b) => b.length - a.length);
  }

  redact(text: string): string {
    if (!text) return text;
    // One pass over the text for every pattern: reports hold many thousands of strings, and the
    // common case (nothing to mask) must cost a single failed scan.
    this.pattern ??= new RegExp(
      [...this.secrets().map(escapeRegExp), AUTH_VALUE_SOURCE, AUTH_HEADER_JSON_SOURCE].join('|'),
      'gi',
    );
    this.pattern.lastIndex = 0;
    if (!this.pattern.test(text)) return text;
    let out = text;
    if (this.variants.size > 0) {
      this.secretsPattern ??= new RegExp(this.secrets().map(escapeRegExp).join('|'), 'g');
      out = out.replace(this.secretsPattern, MASK);
    }
    return out.replace(AUTH_VALUE, `$1$2${MASK}`).replace(AUTH_HEADER_JSON, `$1${MASK}$2`);
  }

  /**
   * JSON text of a value with every string redacted and credential fields masked by name, written
   * in one pass without an intermediate copy (reports run to hundreds of megabytes).
   */
  stringify(value: unknown, indent?: number): string {
    return JSON.stringify(
      value,
      (key, item) =>
        key && isSensitiveKey(key) ? MASK : typeof item === 'string' ? this.redact(item) : item,
      indent,
    );
  }

  /** Redacts every string inside a JSON-like value, and masks credential fields by name; returns a copy. */
  redactValue<T>(value: T): T {
    return redactDeep(value, this, new WeakMap()) as T;
  }
}

function redactDeep(value: unknown, redactor: Redactor, seen: WeakMap<object, unknown>): unknown {
  if (typeof value === 'string') return redactor.redact(value);
  if (value === null || typeof value !== 'object') return value;
  const known = seen.get(value);
  if (known !== undefined) return known;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(redactDeep(item, redactor, seen));
    return copy;
  }
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) {
    copy[redactor.redact(key)] = isSensitiveKey(key) ? MASK : redactDeep(item, redactor, seen);
  }
  return copy;
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

function encodings(secret: string): string[] {
  const base64 = Buffer.from(secret, 'utf8').toString('base64');
  return [
    secret,
    encodeURIComponent(secret),
    JSON.stringify(secret).slice(1, -1),
    base64,
    base64.replace(/=+$/, ''),
    Buffer.from(secret, 'utf8').toString('base64url'),
  ];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The process-wide redactor. Inputs register their secrets here as soon as they are read; the
 * client, the logger and every report writer redact through it.
 */
export const secrets = new Redactor();
