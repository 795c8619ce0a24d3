/**
 * A zod error in words for a person: the first few issues as "field.path: problem", for the
 * service's answers (the client), the result files a merge reads and the journey definition
 * (core), and the doctor's shapes.
 */
import type { z } from 'zod';
import { joinSome } from './text.js';

/** Formats the first few schema issues as "field.path: problem" for a person to read. */
export function describeIssues(error: z.ZodError, root = '', max = 5): string {
  const issues = withoutUnions(error.issues, []);
  const parts = issues.map(
    (issue) => `${formatPath(root, issue.path) || '(root)'}: ${issue.message}`,
  );
  return joinSome(parts, max);
}

/**
 * Replaces the union of an optional field (the client's `optional`) by the issues of its first
 * branch, the field's own schema: "summary.passed: expected number" rather than "summary: invalid
 * input".
 */
function withoutUnions(
  issues: readonly z.core.$ZodIssue[],
  base: readonly PropertyKey[],
): { path: PropertyKey[]; message: string }[] {
  return issues.flatMap((issue) => {
    const path = [...base, ...issue.path];
    const first = issue.code === 'invalid_union' ? issue.errors[0] : undefined;
    return first?.length ? withoutUnions(first, path) : [{ path, message: issue.message }];
  });
}

export function formatPath(root: string, path: readonly PropertyKey[]): string {
  let out = root;
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}
