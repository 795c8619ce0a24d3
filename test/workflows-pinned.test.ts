/**
 * The project takes its own advice (README: pin third-party actions by full commit SHA): every
 * action its workflows use from another repository is pinned by a full 40-hex commit SHA, with
 * the version that commit is tagged as in a comment on the same line, which Dependabot
 * (.github/dependabot.yml, github-actions) reads and keeps current. A tag such as `@v4` moves
 * wherever that repository's owners push it, and release.yml runs these actions with
 * `contents: write` and `id-token: write`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isScalar, parse, parseDocument, visit } from 'yaml';

const WORKFLOWS = new URL('../.github/workflows/', import.meta.url);

interface Use {
  where: string;
  ref: string;
  /** The comment on the same line as the value, if any (`# v4.4.0` gives `v4.4.0`). */
  comment: string | undefined;
}

/** Every `uses:` of a step or of a job (a reusable workflow), with the comment on its line. */
function usesOf(file: string, text: string): Use[] {
  const found: Use[] = [];
  visit(parseDocument(text), {
    Pair(_, pair) {
      if (!isScalar(pair.key) || pair.key.value !== 'uses') return;
      if (!isScalar(pair.value) || typeof pair.value.value !== 'string') return;
      const [start, valueEnd, nodeEnd] = pair.value.range ?? [0, 0, 0];
      const line = text.slice(0, start).split('\n').length;
      // What follows the value up to the end of its node: a comment there is on the same line.
      const comment = /^[ \t]+#[ \t]*(.*?)\s*$/.exec(text.slice(valueEnd, nodeEnd))?.[1];
      found.push({ where: `${file}:${line}`, ref: pair.value.value, comment });
    },
  });
  return found;
}

/** A local action (`./`), or a Docker image: no repository of someone else's at a ref. */
const isLocal = (ref: string) => ref.startsWith('./') || ref.startsWith('docker://');
const PINNED = /^[A-Za-z0-9][\w.-]*\/[\w.-]+(\/[^@\s]+)?@[0-9a-f]{40}$/;
const VERSION = /^v\d+(\.\d+){0,2}$/;

function problems(uses: Use[]): string[] {
  return uses
    .filter((use) => !isLocal(use.ref))
    .flatMap((use) => {
      if (!PINNED.test(use.ref))
        return [`${use.where}: ${use.ref} is not pinned by a full commit SHA`];
      if (!use.comment || !VERSION.test(use.comment)) {
        return [`${use.where}: ${use.ref} has no "# vX.Y.Z" comment naming its version`];
      }
      return [];
    });
}

describe('the workflows pin every third-party action', () => {
  const files = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));

  it('by full commit SHA with its version in a comment on the same line', () => {
    expect(files.length).toBeGreaterThanOrEqual(2);
    const all = files.flatMap((file) =>
      usesOf(file, readFileSync(new URL(file, WORKFLOWS), 'utf8')),
    );
    // The walk does find the project's uses (checkout and setup-node in every job, and ./).
    expect(all.filter((use) => !isLocal(use.ref)).length).toBeGreaterThanOrEqual(4);
    expect(problems(all)).toEqual([]);
    // One commit, one version: the same SHA never carries two different comments.
    const versions = new Map<string, Set<string>>();
    for (const use of all.filter((u) => !isLocal(u.ref))) {
      versions.set(use.ref, (versions.get(use.ref) ?? new Set()).add(use.comment ?? ''));
    }
    for (const [ref, comments] of versions) expect([...comments], ref).toHaveLength(1);
  });

  it('tells a tag, a short SHA, a missing or misplaced comment from a pin', () => {
    const sha = '11d5960a326750d5838078e36cf38b85af677262';
    const workflow = [
      'jobs:',
      '  a:',
      '    steps:',
      '      - uses: actions/checkout@v4',
      `      - uses: actions/checkout@${sha.slice(0, 7)} # v4.4.0`,
      `      - uses: actions/checkout@${sha}`,
      `      - uses: actions/checkout@${sha}`,
      '        # v4.4.0',
      `      - uses: actions/checkout@${sha} # latest`,
      `      - uses: actions/checkout@${sha} # v4.4.0`,
      `      - uses: "github/codeql-action/init@${sha}" # v3.1.0`,
      '      - uses: ./',
      '      - uses: docker://alpine:3.20',
      '  b:',
      '    uses: org/repo/.github/workflows/w.yml@main',
    ].join('\n');
    expect(problems(usesOf('w.yml', workflow))).toEqual([
      'w.yml:4: actions/checkout@v4 is not pinned by a full commit SHA',
      'w.yml:5: actions/checkout@11d5960 is not pinned by a full commit SHA',
      `w.yml:6: actions/checkout@${sha} has no "# vX.Y.Z" comment naming its version`,
      `w.yml:7: actions/checkout@${sha} has no "# vX.Y.Z" comment naming its version`,
      `w.yml:9: actions/checkout@${sha} has no "# vX.Y.Z" comment naming its version`,
      'w.yml:15: org/repo/.github/workflows/w.yml@main is not pinned by a full commit SHA',
    ]);
  });

  it('and Dependabot keeps the pins (github-actions) and the npm packages current', () => {
    const config = parse(
      readFileSync(new URL('../.github/dependabot.yml', import.meta.url), 'utf8'),
    );
    const ecosystems = (config.updates as { 'package-ecosystem': string; directory: string }[]).map(
      (update) => `${update['package-ecosystem']} ${update.directory}`,
    );
    expect(ecosystems).toEqual(expect.arrayContaining(['github-actions /', 'npm /']));
  });
});
