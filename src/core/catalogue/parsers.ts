/**
 * The parsers of the catalogue's entries: each a zod schema from a setting's value as read
 * (trimmed, its default applied) to the value the gate uses, whose issues are the problem's words
 * without the setting's name ('"abc" is not a number from 0 to 100.'). Imports zod alone, so that
 * the docs script can load the catalogue as it is.
 */
import { z } from 'zod';

/** What a setting may say about its value: the zod schema of a string. */
export type SettingParser<T = unknown> = z.ZodType<T, string>;

/** A string that passes `test`, or the problem `message` words for it. */
function checked(test: (raw: string) => boolean, message: (raw: string) => string) {
  return z.string().refine(test, { error: (issue) => message(String(issue.input)) });
}

/** Any text; empty: not given. */
export const text = z.string().transform((raw) => raw || undefined);

/** Any text, as given ('' when not given). */
export const anyText = z.string();

/** true or false, as YAML and the runner's inputs spell them. */
export const bool = checked(
  (raw) => /^(true|True|TRUE|false|False|FALSE)$/.test(raw),
  (raw) => `"${raw}" is not a boolean; use true or false.`,
).transform((raw) => raw.toLowerCase() === 'true');

/** A number from `min` to `max` (digits, and a fraction after a point). */
export function numberFrom(min: number, max: number) {
  return checked(
    (raw) => /^\s*\d+(\.\d+)?\s*$/.test(raw) && Number(raw) >= min && Number(raw) <= max,
    (raw) => `"${raw}" is not a number from ${min} to ${max}.`,
  ).transform(Number);
}

/** A whole number from `min` to `max`; empty: not given. `what` says what it counts, `hint` what to do. */
export function wholeNumber(min: number, max: number, what: string, hint: string) {
  return checked(
    (raw) => raw === '' || (/^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max),
    (raw) => `"${raw}" is not a whole number${what} from ${min} to ${max}${hint}.`,
  ).transform((raw) => (raw === '' ? undefined : Number(raw)));
}

/**
 * A whole number from `min` to `max`, a count the CLI's commands take (a page size, seconds);
 * empty: not given.
 */
export function count(min: number, max: number) {
  return checked(
    (raw) => raw === '' || (/^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max),
    (raw) => `must be a whole number from ${min} to ${max}, not "${raw}".`,
  ).transform((raw) => (raw === '' ? undefined : Number(raw)));
}

/** A switch of the CLI (SettingSpec.switch): `true` when given. */
export const switched = z.string().transform((raw) => raw === 'true');

/** What a choice's problem says when the value is none of `allowed`. */
const notAllowed = (allowed: readonly string[]) => (raw: string) =>
  `"${raw}" is not allowed; use one of ${allowed.join(', ')}.`;

/** One of `allowed`; `message` words the problem of another value. */
export function oneOf<const T extends readonly [string, ...string[]]>(
  allowed: T,
  message: (raw: string) => string = notAllowed(allowed),
) {
  return checked((raw) => allowed.includes(raw), message).transform((raw) => raw as T[number]);
}

/** One of `allowed`; empty: not given (a policy built by hand may leave it out). */
export function oneOfOrNone<const T extends readonly [string, ...string[]]>(allowed: T) {
  return checked((raw) => raw === '' || allowed.includes(raw), notAllowed(allowed)).transform(
    (raw) => (raw === '' ? undefined : (raw as T[number])),
  );
}

/** Text matching `pattern`, or the problem `message` words for it; empty: not given. */
export function matching(pattern: RegExp, message: (raw: string) => string) {
  return checked((raw) => raw === '' || pattern.test(raw), message).transform(
    (raw) => raw || undefined,
  );
}

/** Items separated by commas or line breaks, trimmed, the empty ones dropped. */
export const list = z.string().transform((raw): readonly string[] => items(raw));

function items(raw: string): string[] {
  return raw
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A name of the service (a module, a recovery decision): a letter, then letters, digits, - or _. */
export const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** A name matching NAME_PATTERN, or the problem `message` words; empty: not given. */
export function name(message: (raw: string) => string) {
  return matching(NAME_PATTERN, message);
}

/** Text of at most `max` characters; empty: not given. */
export function shortText(max: number) {
  return checked(
    (raw) => raw.length <= max,
    (raw) => `is ${raw.length} characters; at most ${max} are allowed.`,
  ).transform((raw) => raw || undefined);
}

/** Text without any of the characters `forbidden` matches; empty: not given. */
export function without(forbidden: RegExp, message: (raw: string) => string) {
  return checked((raw) => !forbidden.test(raw), message).transform((raw) => raw || undefined);
}

/** The values of every when-setting: share, comment, upload-report. */
export const WHEN = ['never', 'always', 'on-failure'] as const;
/** When to share the report (or comment, or upload it). */
export type ShareWhen = (typeof WHEN)[number];

/** Extra conditions that fail the gate, in the order grading.ts checks and lists them. */
export const FAIL_ON = [
  'warnings',
  'unobservable',
  'withheld',
  'nothing-graded',
  'regressions',
] as const;
export type FailOnCondition = (typeof FAIL_ON)[number];

/** A list of fail-on conditions, or `none`; each item that is none is a problem of its own. */
export const failOn = z.string().transform((raw, context): ReadonlySet<FailOnCondition> => {
  const given = items(raw.toLowerCase());
  if (given.length === 1 && given[0] === 'none') return new Set();
  const conditions = new Set<FailOnCondition>();
  for (const item of given) {
    if ((FAIL_ON as readonly string[]).includes(item)) conditions.add(item as FailOnCondition);
    else {
      context.addIssue({
        code: 'custom',
        message: `"${item}" is not a condition; use a comma list of ${FAIL_ON.join(', ')}, or none.`,
      });
    }
  }
  return conditions;
});

/** Placeholders of share-url-template; {baseUrl} is the service base URL (ending in /api/v1). */
export const SHARE_URL_PLACEHOLDERS = ['origin', 'baseUrl', 'token', 'reportId'] as const;

/** A share link's template: it holds {token}, and no placeholder but SHARE_URL_PLACEHOLDERS. */
export const shareTemplate = z.string().superRefine((template, context) => {
  const unknown = [...template.matchAll(/\{([^}]*)\}/g)]
    .map((match) => match[1]!)
    .filter((name) => !(SHARE_URL_PLACEHOLDERS as readonly string[]).includes(name));
  if (unknown.length === 0 && template.includes('{token}')) return;
  const others = SHARE_URL_PLACEHOLDERS.filter((p) => p !== 'token').map((p) => `{${p}}`);
  const wrong =
    unknown.length > 0
      ? `has ${unknown.length === 1 ? 'an unknown placeholder' : 'unknown placeholders'} ${unknown.map((u) => `{${u}}`).join(', ')}`
      : 'has no {token}';
  context.addIssue({
    code: 'custom',
    message: `${wrong}; use {token} and optionally ${others.join(', ')}.`,
  });
});
