/**
 * The secret store: every string that reaches a log line, an error message, an output, a file or
 * a comment passes through a Redactor on its way out of the process.
 *
 * There is no process-wide store. Each entry point creates its own (the action's main step and
 * post step, one invocation of the CLI) and hands it to everything that writes: the client, the
 * log, the outputs, the file and comment writers. Secrets (the API key, the partner tokens tokenA,
 * tokenC, localTokenB, the GitHub token) are registered as soon as they are read. Besides the
 * literal value, the encodings under which a secret commonly travels are masked too: URL-encoded,
 * JSON-escaped and base64 (OCPI sends tokens base64-encoded in `Authorization: Token ...` from 2.2
 * on). Credentials recognised by their shape are masked as well, whether or not they were
 * registered (./credentials.ts), because the service echoes partner exchanges and those carry
 * tokens we were never told about.
 *
 * The renderers of src/report do not use a store: they take an optional pure text transform
 * (`redact`), to which the front end passes its store's `redact`, applied before they cut text.
 */
import {
  AUTH_HEADER_JSON_SOURCE,
  AUTH_VALUE_SOURCE,
  isSensitiveKey,
  MASK,
  maskAuthValues,
  maskCredentialFields,
  maskCredentialMembers,
  maskCredentials,
  maskUnderSensitiveKey,
} from './credentials.js';

export { isSensitiveKey, MASK } from './credentials.js';

/** Secrets shorter than this are not masked as substrings: they would mask half of every line. */
const MIN_SECRET_LENGTH = 4;

export class Redactor {
  private readonly variants = new Set<string>();
  /** Any secret or credential pattern (a cheap first test); the secrets alone. */
  private pattern: RegExp | undefined;
  private secretsPattern: RegExp | undefined;
  /** The secrets with a line break allowed between any two characters: in text, in JSON text. */
  private splitPattern: RegExp | undefined;
  private splitJsonPattern: RegExp | undefined;

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
      this.splitPattern = undefined;
      this.splitJsonPattern = undefined;
    }
  }

  /** The registered secret values and their encodings, longest first. */
  secrets(): string[] {
    return [...this.variants].sort((a, b) => b.length - a.length);
  }

  /**
   * The text with every registered secret and every credential-shaped value masked. A bound
   * function, so that it can be handed on as it is (`{ redact: store.redact }`).
   */
  readonly redact = (text: string): string => {
    if (!text) return text;
    // One pass over the text for every pattern: reports hold many thousands of strings, and the
    // common case (nothing to mask) must cost a single failed scan.
    this.pattern ??= new RegExp(
      [...this.secrets().map(escapeRegExp), AUTH_VALUE_SOURCE, AUTH_HEADER_JSON_SOURCE].join('|'),
      'gi',
    );
    this.pattern.lastIndex = 0;
    if (!this.pattern.test(text) && !this.hasSplitSecret(text)) return text;
    return maskCredentials(this.maskSecrets(text));
  };

  /** The text with every registered secret (in any of its encodings) masked. */
  private maskSecrets(text: string): string {
    if (this.variants.size === 0) return text;
    this.secretsPattern ??= new RegExp(this.secrets().map(escapeRegExp).join('|'), 'g');
    const masked = text.replace(this.secretsPattern, MASK);
    if (!masked.includes('\n')) return masked;
    this.splitPattern ??= splitSecrets(this.secrets(), LINE_BREAK);
    return masked.replace(this.splitPattern, MASK);
  }

  /** Whether the text holds a registered secret that a line break cuts in two (service text wraps). */
  private hasSplitSecret(text: string): boolean {
    if (this.variants.size === 0 || !text.includes('\n')) return false;
    this.splitPattern ??= splitSecrets(this.secrets(), LINE_BREAK);
    this.splitPattern.lastIndex = 0;
    return this.splitPattern.test(text);
  }

  /** maskSecrets on JSON text, where a line break inside a string is written as an escape. */
  private maskSecretsInJson(json: string): string {
    const masked = this.maskSecrets(json);
    if (this.variants.size === 0 || !masked.includes('\\n')) return masked;
    this.splitJsonPattern ??= splitSecrets(this.secrets(), JSON_LINE_BREAK);
    return masked.replace(this.splitJsonPattern, MASK);
  }

  /**
   * JSON text masked as `stringify` would mask the value it spells, without parsing it: in three
   * scans (credential-named members, secrets, credential shapes) where redact and the member
   * masking take eight. Undefined when that cannot be done on the text (maskCredentialMembers);
   * then stringify the parsed value. For big texts that are mostly copied as they are.
   */
  redactJsonText(json: string): string | undefined {
    const members = maskCredentialMembers(json);
    if (members === undefined) return undefined;
    // A JSON "authorization" pair (maskCredentials' second pattern) is a credential-named member,
    // already masked above; only the auth-scheme shape is left.
    return maskAuthValues(this.maskSecretsInJson(members));
  }

  /**
   * JSON text of a value with every string redacted and credential fields masked by name
   * (maskUnderSensitiveKey: an object under such a name is serialized on, its members masked by
   * their own names), written in one pass without an intermediate copy (reports run to hundreds of
   * megabytes).
   */
  stringify(value: unknown, indent?: number): string {
    return JSON.stringify(
      value,
      (key, item) =>
        key && isSensitiveKey(key)
          ? maskUnderSensitiveKey(item)
          : typeof item === 'string'
            ? this.redact(item)
            : item,
      indent,
    );
  }

  /** Redacts every string inside a JSON-like value, and masks credential fields by name; returns a copy. */
  redactValue<T>(value: T): T {
    return maskCredentialFields(value, this.redact);
  }
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

/** A line break and the indentation after it, as text and as written inside a JSON string. */
const LINE_BREAK = '(?:\\r?\\n *)?';
const JSON_LINE_BREAK = '(?:(?:\\\\r)?\\\\n *)?';

/** The secrets as one pattern that allows `lineBreak` between any two of their characters. */
function splitSecrets(secrets: readonly string[], lineBreak: string): RegExp {
  return new RegExp(
    secrets.map((secret) => [...secret].map(escapeRegExp).join(lineBreak)).join('|'),
    'g',
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
