/**
 * The oldest Node.js the CLI runs on (package.json "engines", which a test holds this to). The
 * check imports nothing: on an older Node the bundle's dependencies fail as they load, with a
 * stack trace that names none of this.
 */
export const MIN_NODE_VERSION = '22.19.0';

/** What is wrong with running on `version` (process.versions.node), or undefined when nothing is. */
export function nodeVersionProblem(version: string, execPath = ''): string | undefined {
  const parts = (text: string) => text.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const have = parts(version);
  const need = parts(MIN_NODE_VERSION);
  for (let i = 0; i < need.length; i++) {
    if ((have[i] ?? 0) > need[i]!) return undefined;
    if ((have[i] ?? 0) < need[i]!) {
      return `ocpi-conformance needs Node.js ${MIN_NODE_VERSION} or later, and this is Node.js ${version}${execPath ? ` (${execPath})` : ''}. Install a newer Node.js, or put one first on the PATH, and run it again.`;
    }
  }
  return undefined;
}
