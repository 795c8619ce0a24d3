/**
 * The baseline of the regression comparison: which earlier reports count. The service has no
 * branch field, so the branch a report belongs to travels in its seed: a derived seed ends in
 * `:@<branch>` (BRANCH_MARK), the branch as it is when short and plain, else `~` and a digest of
 * it. Neither `:` nor `~` can be in a git branch name, so the mark is read back from the end of
 * the seed without ambiguity, and a digest never equals a plain name. The mark stays outside the
 * hash of a long seed (see deriveSeed), so the branch survives it.
 *
 * A run whose baseline branch is known compares with reports of that branch only: a seed without
 * the mark (an older seed, a seed the user gave, a pull request's run) is never a baseline. A run
 * whose baseline branch is not known (outside CI, a tag) compares with reports of any branch, as
 * before branches were recorded.
 */
import { createHash } from 'node:crypto';

/** What separates a seed from the branch of the report it names. */
export const BRANCH_MARK = ':@';
/** Branch names kept as they are in a seed; longer or other ones become a digest. */
const PLAIN_BRANCH = /^[A-Za-z0-9._/-]{1,40}$/;
/** The branch part at the end of a seed: after the last mark, without `:`. */
const BRANCH_AT_END = /:@([^:]+)$/;

/**
 * The branches a front end knows for this run, in neutral terms: `branch`, the branch whose
 * history this run's report joins (set on runs of a branch: pushes, schedules; not on a pull or
 * merge request's run, which tests a merge not yet on any branch); `baseline`, the branch whose
 * reports regressions compare with (the base branch of a pull request, else the run's own).
 */
export interface RunBranches {
  branch?: string;
  baseline?: string;
}

/** A branch as it is written into a seed. */
export function branchKey(branch: string): string {
  if (PLAIN_BRANCH.test(branch)) return branch;
  return `~${createHash('sha256').update(branch).digest('hex').slice(0, 16)}`;
}

/** The seed's branch mark, `:@<key>`: at most 42 characters. */
export function branchSuffix(branch: string): string {
  return `${BRANCH_MARK}${branchKey(branch)}`;
}

/** The branch key a seed ends with; undefined for a seed without one. */
export function seedBranchKey(seed: string | undefined): string | undefined {
  return seed?.match(BRANCH_AT_END)?.[1];
}

/**
 * Why this run's report will not join its branch's history although the run is on a branch: the
 * seed was given (`seed`, in the front end's name) and does not carry the branch's mark. Runs that
 * pin a seed to reproduce a failure are then never a baseline, which nothing else would tell.
 * Undefined when the report joins, or the run is on no branch.
 */
export function givenSeedNote(
  settings: { seed: string; seedDerived: boolean; runBranch?: string },
  seedName: string,
): string | undefined {
  const { seed, seedDerived, runBranch } = settings;
  if (seedDerived || runBranch === undefined || onBaselineBranch(seed, runBranch)) return undefined;
  return `This run is on branch ${runBranch}, but its ${seedName} was given and does not end in "${BRANCH_MARK}${branchKey(runBranch)}", so its report will not be a regression baseline for later runs of that branch. Leave ${seedName} empty to have one derived that is.`;
}

/**
 * Whether a report with this seed (an entry's, unvalidated) may be the baseline: with a known baseline branch, only a
 * report of that branch; without, any report.
 */
export function onBaselineBranch(seed: unknown, baselineBranch?: string): boolean {
  if (baselineBranch === undefined) return true;
  // A run-list entry's seed, not yet validated: anything but a string names no branch.
  return typeof seed === 'string' && seedBranchKey(seed) === branchKey(baselineBranch);
}

/**
 * The CI run that produced a report, as its derived seed names it, in words ("workflow run 123",
 * "pipeline 456"); undefined when the seed does not say (a hashed, given or other CI's seed).
 */
export function seedCiRun(seed: string | undefined): string | undefined {
  const parts = seed?.replace(BRANCH_AT_END, '').split(':') ?? [];
  // gh:<owner/repo>:<run id>:<attempt>:<job>...; gl:<project path>:<pipeline id>:<job id>...
  if (parts[0] === 'gh' && /^\d+$/.test(parts[2] ?? '')) {
    const attempt =
      /^\d+$/.test(parts[3] ?? '') && parts[3] !== '1' ? ` (attempt ${parts[3]})` : '';
    return `workflow run ${parts[2]}${attempt}`;
  }
  if (parts[0] === 'gl' && /^\d+$/.test(parts[2] ?? '')) return `pipeline ${parts[2]}`;
  return undefined;
}
