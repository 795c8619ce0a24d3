/**
 * The published package (the CLI, `npx ocpi-conformance`): publishable, with nothing to install
 * beside it, and carrying its own license and the notices of every package its bundles inline.
 * .ci/run packs it, installs the tarball into an empty project and runs it; this checks the
 * manifest and the committed bundles' notices without the network.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));

describe('the package', () => {
  it('can be published, and installs no dependencies: the bundles inline them all', () => {
    expect(pkg.private).toBeUndefined();
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(pkg.bin).toEqual({ 'ocpi-conformance': 'dist/cli/index.js' });
    // The CLI whole, the action bundle its demo runs (and the chunks it loads: the list is
    // scripts/package-files.mjs's, checked by .ci/run), the notices and the README; every file
    // listed exists.
    expect(pkg.files).toContain('dist/cli');
    expect(pkg.files).toContain('dist/index.js');
    expect(pkg.files).toContain('dist/licenses.txt');
    expect(pkg.files).not.toContain('dist');
    expect(pkg.files).not.toContain('action.yml');
    for (const file of pkg.files) expect(existsSync(file), file).toBe(true);
  });

  it('carries the license it declares', () => {
    expect(pkg.license).toBe('MIT');
    expect(readFileSync('LICENSE', 'utf8')).toMatch(/^MIT License\n/);
  });

  it.each([
    ['dist/cli/licenses.txt', ['undici', 'zod', 'yaml', 'eventsource-parser']],
    ['dist/licenses.txt', ['undici', 'zod', 'yaml', '@actions/core', '@actions/github']],
  ])('names every package %s bundles, with its license text', (file, names) => {
    expect(existsSync(file)).toBe(true);
    const notices = readFileSync(file, 'utf8');
    for (const name of names) {
      const version = lock.packages[`node_modules/${name}`].version;
      expect(notices, name).toMatch(new RegExp(`^${name}@${version}\\n[^\\n]+\\n\\n\\S`, 'm'));
    }
  });
});
