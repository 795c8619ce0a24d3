/**
 * Where the regression baseline came from, in the same words in every renderer (summary, comment,
 * HTML, CLI): which branch and which run, or that none was found and so no regression gate applies.
 * Each renderer passes its own `code`, which escapes (or not) as its format needs.
 */
import type { Regressions } from '../core/model.js';
import { plural } from '../util/text.js';

/** Formats a value the service or the CI gave (a report id, a branch name) for the renderer. */
export type Code = (text: string) => string;

/** The heading: "Since the last run on branch main", or "Since the last run" (branch not known). */
export function baselineHeading(regressions: Regressions, code: Code): string {
  const branch = regressions.baseline?.branch;
  return branch === undefined
    ? 'Since the last run'
    : `Since the last run on branch ${code(branch)}`;
}

/** The report compared with: "report r1 of branch main, from workflow run 123". */
export function baselineOrigin(regressions: Regressions, code: Code): string {
  const branch = regressions.baseline?.branch;
  return baselineReport(
    regressions,
    code,
    branch === undefined ? '' : ` of branch ${code(branch)}`,
  );
}

/** The report compared with, for text whose heading names the branch: "report r1, from workflow run 123". */
export function baselineReport(regressions: Regressions, code: Code, ofBranch = ''): string {
  const ciRun = regressions.baseline?.ciRun;
  return `report ${code(regressions.previousReportId ?? '')}${ofBranch}${ciRun ? `, from ${ciRun}` : ''}`;
}

/** Why there is nothing to compare with, and that no regression gate applies. */
export function noBaseline(regressions: Regressions, code: Code): string {
  const scope = 'same connection, OCPI version, module and run kind';
  const baseline = regressions.baseline;
  if (baseline?.branch === undefined) {
    return `No earlier comparable report (${scope}) to compare with, so no regression gate applies.`;
  }
  return `No earlier comparable report (${scope}, completed) of branch ${code(baseline.branch)} among the ${plural(baseline.searched, 'earlier report')} ${baseline.wholeList ? 'in the run list' : 'read (older ones are not read)'}, so no regression gate applies.`;
}
