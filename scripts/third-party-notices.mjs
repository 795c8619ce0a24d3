#!/usr/bin/env node
/**
 * Writes the third-party notices of a bundle: the name, version, license and license text of
 * every npm package ncc inlined, from the module list of ncc's --stats-out file.
 *
 * Why not ncc's own --license: its license plugin misses packages whose modules webpack
 * concatenates (ES modules, and what they import), so the notices of our bundles named one or
 * two packages out of five (undici, zod, eventsource-parser... were left out). The published
 * package must carry every bundled package's notice, so this fails the build when a package has
 * no license text to copy.
 *
 * Usage: node scripts/third-party-notices.mjs STATS_JSON OUTPUT_FILE
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [statsFile, outputFile] = process.argv.slice(2);
if (!statsFile || !outputFile) {
  console.error('Usage: node scripts/third-party-notices.mjs STATS_JSON OUTPUT_FILE');
  process.exit(2);
}

const stats = JSON.parse(readFileSync(statsFile, 'utf8'));

/** Module names of the bundle, concatenated modules included (webpack nests them). */
function moduleNames(modules, names = []) {
  for (const module of modules ?? []) {
    if (module.name) names.push(module.name);
    moduleNames(module.modules, names);
  }
  return names;
}

/** The package folder a module belongs to: up to the package name after the last node_modules. */
function packageFolder(name) {
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(name.replace(/\\/g, '/'));
  return match ? path.resolve(match[1]) : undefined;
}

const folders = new Set(moduleNames(stats.modules).map(packageFolder).filter(Boolean));

const LICENSE_FILE = /^(licen[cs]e|copying)(\.(md|txt))?$/i;

/**
 * Packages known to ship no license file, each looked at by hand. They come with @actions/artifact:
 * binary, buffers, chainsaw and isarray through unzip-stream (for downloading artifacts, which this
 * tool never does, but the package's client imports it statically), @nodable/entities through
 * Azure's XML parser. GitHub's own actions/upload-artifact bundles them too; its license records
 * list buffers with no license. Their notice says what the package declares, and the
 * license section of its README when it has one. Any other package without a license file still
 * fails the build.
 */
const WITHOUT_LICENSE_FILE = {
  '@nodable/entities@3.1.0':
    'The package declares "MIT" in package.json and its README, and ships no license text.',
  'binary@0.3.0':
    'The package declares "MIT" in package.json and its README, and ships no license text.',
  'buffers@0.1.1': 'The package declares no license and ships no license text.',
  'chainsaw@0.1.0': 'The package declares "MIT/X11" in package.json and ships no license text.',
  'isarray@1.0.0': 'The package declares "MIT"; its license text is in its README:',
  // With the attestation (issue 44): @sigstore/verify in the CLI's `verify`; @npmcli/agent,
  // err-code and imurmurhash through @actions/attest's Sigstore client (make-fetch-happen), in the
  // action.
  '@sigstore/verify@2.1.1':
    'The package declares "Apache-2.0" in package.json and ships no license text; the Apache License 2.0 is in full in the notices of @sigstore/bundle and @sigstore/core, of the same sigstore-js repository.',
  '@npmcli/agent@3.0.0':
    'The package declares "ISC" in package.json and ships no license text (npm, Inc.\'s packages are under the ISC License).',
  'err-code@2.0.3': 'The package declares "MIT"; its README says:',
  'imurmurhash@0.1.4': 'The package declares "MIT"; its license text is in its README:',
};

const problems = [];
const notices = [...folders]
  .map((folder) => {
    const pkg = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
    const file = readdirSync(folder).find((entry) => LICENSE_FILE.test(entry));
    const known = WITHOUT_LICENSE_FILE[`${pkg.name}@${pkg.version}`];
    if (!file && !known)
      problems.push(`${pkg.name}@${pkg.version} (${folder}) has no license file`);
    const text = file
      ? readFileSync(path.join(folder, file), 'utf8').trim()
      : `${known ?? ''}\n\n${readmeLicense(folder)}`.trim();
    return { name: pkg.name, version: pkg.version, license: pkg.license ?? 'UNKNOWN', text };
  })
  // One entry per package and version (a package can be bundled from two folders).
  .filter((n, i, all) => all.findIndex((o) => o.name === n.name && o.version === n.version) === i)
  .sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));

/** The "License" section of a package's README, when it has one. */
function readmeLicense(folder) {
  const readme = readdirSync(folder).find((entry) => /^readme(\.\w+)?$/i.test(entry));
  if (!readme) return '';
  const text = readFileSync(path.join(folder, readme), 'utf8');
  // "## License" or a "License" line ("License (MIT)") underlined with = or -, up to the next
  // heading or the end.
  const match =
    /^(?:#+\s*licen[cs]e|licen[cs]e[^\n]*\n[=-]+)\s*\n([\s\S]*?)(?=^#+\s|^.+\n[=-]{3,}\s*$|(?![\s\S]))/im.exec(
      text,
    );
  return match ? match[1].trim() : '';
}

if (problems.length > 0) {
  console.error(`Cannot write complete third-party notices:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
const body = notices
  .map((n) => `${n.name}@${n.version}\n${n.license}\n\n${n.text}`)
  .join(`\n\n${'-'.repeat(78)}\n\n`);
writeFileSync(
  outputFile,
  `Third-party software bundled into the JavaScript files of this folder, with its license notices.\n\n${body}\n`,
);
console.log(`${outputFile}: ${notices.map((n) => n.name).join(', ')}`);
