/** The seed a run derives from its CI job when none is given. */
import { sha256 } from '../../util/digest.js';
import { branchSuffix } from '../baseline.js';
import { SEED_MAX } from '../catalogue/run.js';

/**
 * A seed unique to this job of this CI run (and attempt), so that a failure can be reproduced by
 * passing it back as `seed`, and so that no earlier run carries it. `parts` are the CI job's, as
 * the front end read them (util/ci-job.ts), the first naming the CI. `leg` tells apart the legs
 * of a job the CI does not (a GitHub matrix: every leg has the same job); it follows the job as
 * `#<leg>`, a character no job id or module name holds. Long
 * values are hashed to stay within the service's 128 characters. `branch`, this run's branch,
 * ends the seed as `:@<branch>` (baseline.ts), outside the hash, so that it survives it.
 */
export function deriveSeed(
  parts: readonly (string | undefined)[],
  moduleName: string | undefined,
  leg?: string,
  branch?: string,
): string {
  const job = parts.filter(Boolean).join(':');
  const legPart = seedPart(leg);
  const seed = [legPart ? `${job}#${legPart}` : job, moduleName].filter(Boolean).join(':');
  const suffix = branch ? branchSuffix(branch) : '';
  if (seed.length + suffix.length <= SEED_MAX) return `${seed}${suffix}`;
  return `${parts[0]}:${sha256(seed).slice(0, 40)}${suffix}`;
}

/** A leg as it goes into a seed: short plain values as they are, anything else as a digest. */
function seedPart(value: string | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed || /^[A-Za-z0-9._-]{1,32}$/.test(trimmed)) return trimmed;
  return sha256(trimmed).slice(0, 12);
}
