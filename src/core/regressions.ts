/**
 * Regressions: how this report compares with the previous comparable one (same connection, OCPI
 * version, module and run kind, completed, sharing at least one check), check by check. A check is
 * newly failing when it fails now and did not before (or is new); recovered when it failed before
 * and passes now; no longer graded when it was graded before and is not now. Newly failing and
 * no longer graded checks are regressions: what got worse. Allowed failures count as failures
 * here: allow-failures is about the gate, not about what changed.
 */
import type { Check, RunReport } from '../client/index.js';
import { clausesBrokenBy } from './clauses.js';
import { classifyCheck } from './grading.js';
import type { CheckOutcome, Regressions } from './model.js';

export type {
  RegressionItem,
  Regressions,
} from './model.js';

const GRADED: ReadonlySet<CheckOutcome> = new Set(['passed', 'warned', 'failed']);

/** Whether `candidate` is a report this one can be compared with. */
export function comparable(current: RunReport, candidate: RunReport): boolean {
  return (
    candidate._id !== current._id &&
    candidate.status === 'completed' &&
    (candidate.runKind ?? 'conformance') === (current.runKind ?? 'conformance') &&
    candidate.ocpiVersion === current.ocpiVersion &&
    (candidate.module ?? '') === (current.module ?? '') &&
    sameConnection(current, candidate) &&
    sharesACheck(current, candidate)
  );
}

export function compareReports(current: RunReport, previous: RunReport | undefined): Regressions {
  const result: Regressions &
    Required<Pick<Regressions, 'clausesNewlyBroken' | 'clausesNoLongerBroken'>> = {
    previousReportId: previous?._id,
    newlyFailing: [],
    recovered: [],
    noLongerGraded: [],
    clausesNewlyBroken: [],
    clausesNoLongerBroken: [],
    count: 0,
  };
  if (!previous) return result;
  const before = outcomes(previous);
  const now = outcomes(current);
  for (const [testId, { outcome, check }] of now) {
    const was = before.get(testId)?.outcome;
    const item = { testId, name: check.name, before: was, now: outcome };
    if (outcome === 'failed' && was !== 'failed') result.newlyFailing.push(item);
    else if (was === 'failed' && (outcome === 'passed' || outcome === 'warned'))
      result.recovered.push(item);
    else if (was && GRADED.has(was) && !GRADED.has(outcome)) result.noLongerGraded.push(item);
  }
  for (const [testId, { outcome, check }] of before) {
    if (!now.has(testId) && GRADED.has(outcome)) {
      result.noLongerGraded.push({ testId, name: check.name, before: outcome });
    }
  }
  result.count = result.newlyFailing.length + result.noLongerGraded.length;
  // The same comparison by clause: what a partner conversation is about.
  const failedIn = (map: ReturnType<typeof outcomes>) =>
    [...map.values()].filter((o) => o.outcome === 'failed').map((o) => o.check);
  const brokenBefore = clausesBrokenBy(failedIn(before));
  const brokenNow = clausesBrokenBy(failedIn(now));
  for (const [key, reference] of brokenNow) {
    if (!brokenBefore.has(key)) result.clausesNewlyBroken.push(reference);
  }
  for (const [key, reference] of brokenBefore) {
    if (!brokenNow.has(key)) result.clausesNoLongerBroken.push(reference);
  }
  return result;
}

function outcomes(report: RunReport): Map<string, { outcome: CheckOutcome; check: Check }> {
  const map = new Map<string, { outcome: CheckOutcome; check: Check }>();
  for (const suite of report.suites ?? []) {
    for (const check of suite.checks) {
      map.set(check.testId, { outcome: classifyCheck(check, () => false), check });
    }
  }
  return map;
}

function sameConnection(a: RunReport, b: RunReport): boolean {
  // The list is already filtered by connection; a service that says so is checked too.
  const ca = (a as { connectionId?: unknown }).connectionId;
  const cb = (b as { connectionId?: unknown }).connectionId;
  return ca === undefined || cb === undefined || ca === cb;
}

function sharesACheck(a: RunReport, b: RunReport): boolean {
  const ids = new Set((a.suites ?? []).flatMap((s) => s.checks.map((c) => c.testId)));
  return (b.suites ?? []).some((s) => s.checks.some((c) => ids.has(c.testId)));
}
