// The fields the registry and a provenance publish need, checked before a release needs them:
// npm refuses a provenance publish whose repository.url does not name the repository the
// workflow runs in (release.yml checks that one against GITHUB_REPOSITORY), and a package without
// them is hard to find or report against.
//   node .ci/package-fields.mjs
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const problems = [];
const need = (ok, what) => {
  if (!ok) problems.push(what);
};
need(/^[a-z0-9][a-z0-9._-]*$/.test(pkg.name ?? ''), 'name: a lower-case npm package name');
need(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(pkg.version ?? ''), 'version: semver');
need(typeof pkg.description === 'string' && pkg.description.length > 20, 'description');
need(typeof pkg.license === 'string' && pkg.license.length > 0, 'license');
const repo = /^git\+https:\/\/github\.com\/([^/]+)\/([^/]+?)\.git$/.exec(pkg.repository?.url ?? '');
need(
  pkg.repository?.type === 'git' && repo,
  'repository: {type: "git", url: "git+https://github.com/OWNER/REPO.git"}',
);
if (repo) {
  const [, owner, name] = repo;
  need(
    pkg.homepage === `https://github.com/${owner}/${name}#readme`,
    `homepage: https://github.com/${owner}/${name}#readme`,
  );
  need(
    pkg.bugs?.url === `https://github.com/${owner}/${name}/issues`,
    `bugs.url: https://github.com/${owner}/${name}/issues`,
  );
  // The README's workflows use the action by the same repository.
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  need(
    readme.includes(`uses: ${owner}/${name}@`),
    `README: "uses: ${owner}/${name}@..." as repository.url says`,
  );
}
need(Array.isArray(pkg.keywords) && pkg.keywords.length >= 3, 'keywords: three or more');
need(pkg.bin && typeof pkg.bin === 'object' && Object.keys(pkg.bin).length > 0, 'bin');
need(typeof pkg.engines?.node === 'string', 'engines.node');
need(Array.isArray(pkg.files) && pkg.files.length > 0, 'files');
need(pkg.private !== true, 'private: not true (the package is published)');
need(
  !pkg.dependencies || Object.keys(pkg.dependencies).length === 0,
  'dependencies: none (the bundles inline them)',
);
if (problems.length > 0) {
  console.error(`package.json lacks what a release needs:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('package.json has every field a provenance publish and the registry need.');
