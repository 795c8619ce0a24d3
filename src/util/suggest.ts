/**
 * "Did you mean ...?" for a word the user typed that is not one of the known ones: an unknown key
 * of a journey definition, an unknown option or command of the CLI.
 *
 * The rule: a candidate that equals the word ignoring case is the answer. Otherwise the candidate
 * at the smallest edit distance (Levenshtein, ignoring case; the first one listed on a tie) is the
 * answer when that distance is at most max(2, floor(word length / 3)) and smaller than the
 * word's length: one or two slips in a short word, about one in three characters in a long one,
 * and never a word that would have to be typed anew. Failing that, a word of four characters or
 * more that begins exactly one candidate (ignoring case) suggests it: "acceleration" for
 * accelerationFactor. Anything else gets no suggestion, so that a suggestion is a plausible slip
 * and not a guess.
 */
import { distance } from 'fastest-levenshtein';

/** The shortest word that may be completed to the one candidate it begins. */
const MIN_PREFIX = 4;

/** The candidate the word is plausibly a typo of, or undefined when none is near enough. */
export function nearest(word: string, candidates: readonly string[]): string | undefined {
  const typed = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const d = distance(typed, candidate.toLowerCase());
    if (d === 0) return candidate;
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  const limit = Math.max(2, Math.floor(word.length / 3));
  if (bestDistance <= limit && bestDistance < word.length) return best;
  if (word.length < MIN_PREFIX) return undefined;
  const extensions = candidates.filter((candidate) => candidate.toLowerCase().startsWith(typed));
  return extensions.length === 1 ? extensions[0] : undefined;
}
