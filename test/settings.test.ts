/** The action's inputs: one table row per bad value, each naming its input, before any request. */

import { describe, expect, it } from 'vitest';
import { readActionSettings } from '../src/action/main.js';
import { deriveSeed } from '../src/core/settings.js';
import { ciJobParts } from '../src/util/ci-job.js';
import { InputError } from '../src/util/errors.js';

/** The derived seed of a job in this CI environment, as a front end reads it. */
const seedFor = (env: NodeJS.ProcessEnv, ...rest: [string | undefined, string?, string?]) =>
  deriveSeed(ciJobParts(env), ...rest);

const BASE = { 'api-key': 'pets_inputs_key_00001', 'base-url': 'https://svc.example.com/api/v1' };
const ENV = {
  GITHUB_REPOSITORY: 'acme/charging',
  GITHUB_RUN_ID: '42',
  GITHUB_RUN_ATTEMPT: '2',
  GITHUB_JOB: 'gate',
  RUNNER_TEMP: '/runner/tmp',
};

function read(inputs: Record<string, string>, masked: string[] = []) {
  return readActionSettings(
    { getInput: (name) => inputs[name] ?? '', setSecret: (s) => masked.push(s) },
    ENV,
  );
}

function problem(inputs: Record<string, string>): InputError {
  try {
    read({ ...BASE, ...inputs });
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return error as InputError;
  }
  throw new Error('expected an input error');
}

describe('readSettings', () => {
  it('applies the documented defaults', () => {
    const s = read(BASE);
    expect(s.connection).toEqual({ mode: 'sandbox' });
    expect(s.runKind).toBe('conformance');
    expect(s.policy.threshold).toBe(100);
    expect([...s.policy.failOn]).toEqual(['nothing-graded']);
    expect(s.wait).toBe(true);
    expect(s.timeoutMinutes).toBe(30);
    expect(s.summary && s.annotations).toBe(true);
    expect(s.reportFile).toBe('/runner/tmp/ocpi-conformance-report.json');
    expect(s.seed).toBe('gh:acme/charging:42:2:gate');
    expect(s.seedDerived).toBe(true);
    expect(s.baseUrl).toBe('https://svc.example.com/api/v1');
  });

  it('masks every secret as soon as it is read', () => {
    const masked: string[] = [];
    read(
      {
        ...BASE,
        'partner-base-url': 'https://p.example/ocpi/versions',
        'our-role': 'EMSP',
        'their-role': 'CPO',
        'ocpi-version': '2.2.1',
        'token-c': 'token-c-value-1',
        'local-token-b': 'token-b-value-1',
        'our-party-id': 'EXA',
        'our-country-code': 'nl',
      },
      masked,
    );
    expect(masked).toEqual(['pets_inputs_key_00001', 'token-c-value-1', 'token-b-value-1']);
  });

  it('reads the ensure-connection form', () => {
    const s = read({
      ...BASE,
      'partner-base-url': 'https://p.example/ocpi/versions',
      'our-role': 'emsp',
      'their-role': 'CPO',
      'ocpi-version': '2.2.1',
      'token-a': 'token-a-value-1',
    });
    expect(s.connection).toEqual({
      mode: 'ensure',
      request: {
        partnerBaseUrl: 'https://p.example/ocpi/versions',
        ourRole: 'EMSP',
        theirRole: 'CPO',
        ocpiVersion: '2.2.1',
        tokenA: 'token-a-value-1',
      },
    });
  });

  it('parses policy inputs', () => {
    const s = read({
      ...BASE,
      threshold: '92.5',
      'fail-on': 'warnings, withheld',
      'allow-failures': '2.2.1/tariffs/*\n2.2.1/cdrs/x, a?',
      seed: 'my-seed',
    });
    expect(s.policy.threshold).toBe(92.5);
    expect([...s.policy.failOn]).toEqual(['warnings', 'withheld']);
    expect(s.policy.allowFailures).toEqual(['2.2.1/tariffs/*', '2.2.1/cdrs/x', 'a?']);
    expect(s.seedDerived).toBe(false);
    expect([...read({ ...BASE, 'fail-on': 'none' }).policy.failOn]).toEqual([]);
  });

  const ensure = {
    'partner-base-url': 'https://p.example/ocpi/versions',
    'our-role': 'EMSP',
    'their-role': 'CPO',
    'ocpi-version': '2.2.1',
  };
  it.each([
    ['api-key', { 'api-key': '' }, /api-key: is required/],
    ['base-url', { 'base-url': '' }, /base-url: is required/],
    ['base-url', { 'base-url': 'https://svc.example.com/api' }, /base-url: .*\/api\/v1/],
    ['base-url', { 'base-url': 'ftp://svc.example.com/api/v1' }, /base-url: .*http or https/],
    ['run-kind', { 'run-kind': 'soak' }, /run-kind: "soak" is not allowed/],
    ['threshold', { threshold: 'abc' }, /threshold: "abc" is not a number from 0 to 100/],
    ['threshold', { threshold: '101' }, /threshold: "101"/],
    ['threshold', { threshold: '-5' }, /threshold: "-5"/],
    ['fail-on', { 'fail-on': 'warnings,bogus' }, /fail-on: "bogus" is not a condition/],
    ['wait', { wait: 'yes' }, /wait: "yes" is not a boolean/],
    ['summary', { summary: '1' }, /summary: "1" is not a boolean/],
    ['annotations', { annotations: 'on' }, /annotations: "on"/],
    ['timeout-minutes', { 'timeout-minutes': '0' }, /timeout-minutes: "0"/],
    ['timeout-minutes', { 'timeout-minutes': '999' }, /timeout-minutes: "999"/],
    ['seed', { seed: 'x'.repeat(129) }, /seed: is 129 characters; at most 128/],
    ['module', { module: 'loc ations' }, /module: "loc ations" is not a module name/],
    [
      'connection',
      { connection: 'con_1', ...ensure, 'token-a': 'token-a-1234' },
      /connection: cannot be used together with partner-base-url/,
    ],
    ['token-a', { 'token-a': 'token-a-1234' }, /token-a: is only used with partner-base-url/],
    [
      'our-role',
      { ...ensure, 'our-role': '', 'token-a': 'token-a-1234' },
      /our-role: is required with partner-base-url/,
    ],
    ['our-role', { ...ensure, 'our-role': 'DRIVER', 'token-a': 'token-a-1234' }, /our-role:/],
    [
      'ocpi-version',
      { ...ensure, 'ocpi-version': '3.0', 'token-a': 'token-a-1234' },
      /ocpi-version:/,
    ],
    [
      'partner-base-url',
      { ...ensure, 'partner-base-url': 'not a url', 'token-a': 'token-a-1234' },
      /partner-base-url: must be an absolute URL/,
    ],
    ['token-a', ensure, /token-a: one of token-a \(registration\) or token-c/],
    [
      'token-a',
      { ...ensure, 'token-a': 'token-a-1234', 'token-c': 'token-c-1234' },
      /token-a: use either token-a .* or token-c/,
    ],
    [
      'our-party-id',
      { ...ensure, 'token-c': 'token-c-1234', 'our-country-code': 'NL' },
      /our-party-id: is required with token-c/,
    ],
    [
      'our-party-id',
      { ...ensure, 'token-c': 'token-c-1234', 'our-party-id': 'ABCD', 'our-country-code': 'NL' },
      /our-party-id: must be at most 3 characters/,
    ],
    [
      'our-country-code',
      { ...ensure, 'token-c': 'token-c-1234', 'our-party-id': 'ABC', 'our-country-code': 'N1' },
      /our-country-code: must be exactly 2 letters/,
    ],
    [
      'local-token-b',
      { ...ensure, 'token-a': 'token-a-1234', 'local-token-b': 'token-b-1234' },
      /local-token-b: is only allowed with token-c/,
    ],
  ])('names %s when it is wrong', (input, inputs, message) => {
    const error = problem(inputs as Record<string, string>);
    expect(error.message).toMatch(message);
    expect(error.message).toContain(`${input}:`);
  });

  it('names expected-legs given to a run, not a merge, before any request', () => {
    const error = problem({ 'expected-legs': '7' });
    expect(error.message).toContain('expected-legs');
    expect(error.message).toMatch(/only applies with merge-reports/);
  });

  it('reports every problem at once', () => {
    const error = problem({ threshold: 'x', wait: 'x', 'fail-on': 'x' });
    expect(error.message).toMatch(/^3 problems in the action's inputs/);
  });

  it('never echoes a secret in an input error', () => {
    const error = problem({
      ...ensure,
      'token-a': 'token-a-secret-99',
      'token-c': 'token-c-secret-99',
      'api-key': 'pets_secret_key_99999',
      threshold: 'pets_secret_key_99999',
    });
    expect(error.message).not.toContain('token-a-secret-99');
    expect(error.message).not.toContain('token-c-secret-99');
    expect(error.message).not.toContain('pets_secret_key_99999');
  });
});

describe('deriveSeed', () => {
  it('is unique per repository, run, attempt, job and module', () => {
    expect(seedFor(ENV, 'locations')).toBe('gh:acme/charging:42:2:gate:locations');
  });

  it('recognises GitLab, Jenkins and Azure Pipelines', () => {
    expect(
      seedFor(
        { GITLAB_CI: 'true', CI_PROJECT_PATH: 'g/p', CI_PIPELINE_ID: '7', CI_JOB_ID: '9' },
        undefined,
      ),
    ).toBe('gl:g/p:7:9');
    expect(seedFor({ JENKINS_URL: 'x', JOB_NAME: 'gate', BUILD_NUMBER: '12' }, 'cdrs')).toBe(
      'jk:gate:12:cdrs',
    );
    expect(
      seedFor(
        {
          TF_BUILD: 'True',
          BUILD_REPOSITORY_NAME: 'r',
          BUILD_BUILDID: '3',
          SYSTEM_JOBATTEMPT: '1',
          SYSTEM_JOBNAME: 'j',
        },
        undefined,
      ),
    ).toBe('az:r:3:1:j');
    expect(seedFor({}, undefined)).toMatch(/^local:\d{4}-/);
  });

  it('tells apart the legs of a matrix, which share GITHUB_JOB, and gives one leg one seed', () => {
    const leg1 = seedFor(ENV, 'locations', '1');
    const leg2 = seedFor(ENV, 'locations', '2');
    expect(leg1).toBe('gh:acme/charging:42:2:gate#1:locations');
    expect(leg2).toBe('gh:acme/charging:42:2:gate#2:locations');
    expect(seedFor(ENV, 'locations', '1')).toBe(leg1);
    // No leg (a job without a matrix, or the first leg): the seed is what it always was.
    expect(seedFor(ENV, 'locations', undefined)).toBe('gh:acme/charging:42:2:gate:locations');
    expect(seedFor(ENV, 'locations', ' ')).toBe('gh:acme/charging:42:2:gate:locations');
    // A leg cannot pass for a module, nor a module for a leg.
    expect(seedFor(ENV, undefined, 'locations')).not.toBe(seedFor(ENV, 'locations'));
  });

  it('gives a journey and a conformance run of one job different seeds', () => {
    const journey = read({ ...BASE, 'run-kind': 'journey', journey: 'journeys/first.json' });
    const conformance = read({ ...BASE });
    expect(journey.seed).toBe('gh:acme/charging:42:2:gate:journey');
    expect(conformance.seed).toBe('gh:acme/charging:42:2:gate');
  });

  it('puts a long or unusual leg in as a digest, within 128 characters', () => {
    const matrix = JSON.stringify({ os: 'ubuntu-latest', partner: 'x'.repeat(300) }, null, 2);
    const seed = seedFor(ENV, 'locations', matrix);
    expect(seed).toMatch(/^gh:acme\/charging:42:2:gate#[0-9a-f]{12}:locations$/);
    expect(seedFor(ENV, 'locations', matrix)).toBe(seed);
    expect(seedFor(ENV, 'locations', matrix.replace('ubuntu', 'windows'))).not.toBe(seed);
    const long = seedFor({ ...ENV, GITHUB_REPOSITORY: `acme/${'x'.repeat(200)}` }, 'cdrs', '7');
    expect(long.length).toBeLessThanOrEqual(128);
    expect(long).not.toBe(
      seedFor({ ...ENV, GITHUB_REPOSITORY: `acme/${'x'.repeat(200)}` }, 'cdrs', '8'),
    );
  });

  it('tells apart Azure matrix and parallel legs by System.JobId', () => {
    const azure = {
      TF_BUILD: 'True',
      BUILD_REPOSITORY_NAME: 'r',
      BUILD_BUILDID: '3',
      SYSTEM_JOBATTEMPT: '1',
      SYSTEM_JOBNAME: 'j',
    };
    const one = seedFor({ ...azure, SYSTEM_JOBID: '12f1170f-54f2-53f3-20dd-22fc7dff55f9' }, 'cdrs');
    const two = seedFor({ ...azure, SYSTEM_JOBID: '9a3c1d2e-0b4f-5a6b-7c8d-9e0f1a2b3c4d' }, 'cdrs');
    expect(one).toBe('az:r:3:1:j:12f1170f-54f2-53f3-20dd-22fc7dff55f9:cdrs');
    expect(two).not.toBe(one);
  });

  it('stays within 128 characters', () => {
    const seed = seedFor({ ...ENV, GITHUB_REPOSITORY: `acme/${'x'.repeat(200)}` }, undefined);
    expect(seed.length).toBeLessThanOrEqual(128);
    expect(seed).toMatch(/^gh:[0-9a-f]{40}$/);
  });
});

describe("the action's job-index input", () => {
  const settings = (inputs: Record<string, string>) =>
    readActionSettings({ getInput: (name) => inputs[name] ?? '', setSecret: () => {} }, ENV);

  it('gives two legs of one matrix job, same connection and module, different seeds', () => {
    const leg = (index: string) => settings({ ...BASE, module: 'locations', 'job-index': index });
    expect(leg('1').seed).toBe('gh:acme/charging:42:2:gate#1:locations');
    expect(leg('2').seed).not.toBe(leg('1').seed);
    expect(leg('1').seed).toBe(leg('1').seed);
    expect(leg('1').seedDerived).toBe(true);
  });

  it('leaves the seed of a job without a matrix (index 0) as it was', () => {
    expect(settings({ ...BASE, 'job-index': '0' }).seed).toBe('gh:acme/charging:42:2:gate');
    expect(settings(BASE).seed).toBe('gh:acme/charging:42:2:gate');
    // GitHub's local runner passes the default unevaluated.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the expression as action.yml holds it
    const unevaluated = settings({ ...BASE, 'job-index': '${{ strategy.job-index }}' });
    expect(unevaluated.seed).toBe('gh:acme/charging:42:2:gate');
  });

  it('does not touch a seed given in the inputs', () => {
    const s = settings({ ...BASE, seed: 'replay-me', 'job-index': '3' });
    expect(s.seed).toBe('replay-me');
    expect(s.seedDerived).toBe(false);
  });
});
