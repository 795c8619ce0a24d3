/** The "did you mean" rule shared by journey definitions and the command line. */
import { describe, expect, it } from 'vitest';
import { nearest } from '../src/util/suggest.js';

const JOURNEY_TOP = ['schemaVersion', 'targetId', 'topology', 'clock', 'session', 'completion'];

describe('nearest', () => {
  it.each([
    ['clok', JOURNEY_TOP, 'clock'],
    ['cadenceSecs', ['cadenceSeconds', 'updates', 'jitterSeconds'], 'cadenceSeconds'],
    ['thresold', ['threshold', 'timeout-minutes', 'fail-on'], 'threshold'],
    ['rn', ['run', 'suites', 'usage'], 'run'],
    ['lst', ['list', 'create', 'register'], 'list'],
    ['topolgy', JOURNEY_TOP, 'topology'],
  ])('suggests %s -> %s', (word, candidates, expected) => {
    expect(nearest(word, candidates)).toBe(expected);
  });

  it('matches ignoring case before anything else', () => {
    expect(nearest('Clock', JOURNEY_TOP)).toBe('clock');
    expect(nearest('SCHEMAVERSION', JOURNEY_TOP)).toBe('schemaVersion');
    // Case does not count as an edit either.
    expect(nearest('CadenceSecs', ['cadenceSeconds'])).toBe('cadenceSeconds');
  });

  it('suggests nothing for a word far from every candidate', () => {
    expect(nearest('frobnicate', JOURNEY_TOP)).toBeUndefined();
    expect(nearest('colour', ['json', 'limit', 'status'])).toBeUndefined();
    expect(nearest('anything', [])).toBeUndefined();
  });

  it('allows max(2, length / 3) edits, fewer than the word has characters', () => {
    // A long word: 4 edits in 12 characters is still a typo; 5 is not.
    expect(nearest('durationSecs', ['durationSeconds'])).toBe('durationSeconds');
    expect(nearest('abcdefghijkl', ['abcdefghWXYZ'])).toBe('abcdefghWXYZ');
    expect(nearest('abcdefghijkl', ['abcdefgVWXYZ'])).toBeUndefined();
    // A short word: two edits, but never a rewrite of the whole word.
    expect(nearest('x', ['id'])).toBeUndefined();
    expect(nearest('ab', ['xy'])).toBeUndefined();
    expect(nearest('abc', ['axy'])).toBe('axy');
  });

  it('completes a word of four characters or more that begins exactly one candidate', () => {
    expect(nearest('acceleration', ['durationSeconds', 'accelerationFactor'])).toBe(
      'accelerationFactor',
    );
    expect(nearest('Jitter', ['cadenceSeconds', 'updates', 'jitterSeconds'])).toBe('jitterSeconds');
    expect(nearest('conn', ['run', 'connections', 'runs'])).toBe('connections');
    // Too short, or ambiguous: no guess.
    expect(nearest('con', ['connections', 'create'])).toBeUndefined();
    expect(nearest('report', ['report-file', 'report-dir'])).toBeUndefined();
  });

  it('takes the first of equally near candidates', () => {
    expect(nearest('rus', ['run', 'runs'])).toBe('run');
    expect(nearest('rus', ['runs', 'run'])).toBe('runs');
  });
});
