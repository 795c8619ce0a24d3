/**
 * One update of a check run (PATCH /repos/{owner}/{repo}/check-runs/{id}) on undici, which the
 * action already carries for the service: the check run is written on nearly every run, and
 * Octokit (with its own HTTP stack, over a megabyte) would be loaded for this one call. Proxies
 * are honoured as for the service (HTTPS_PROXY, NO_PROXY).
 */
import { EnvHttpProxyAgent, request } from 'undici';
import { PACKAGE_VERSION } from '../version.js';

/** GitHub's refusal: its status and the message of its error body. */
export class GitHubApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'GitHubApiError';
  }
}

let dispatcher: EnvHttpProxyAgent | undefined;

export interface CheckRunAddress {
  /** GITHUB_API_URL, default https://api.github.com. */
  apiUrl: string;
  repository: string;
  id: number;
  token: string;
}

/** Sends one update; resolves on 2xx, rejects with a GitHubApiError otherwise. */
export async function patchCheckRun(
  address: CheckRunAddress,
  body: Record<string, unknown>,
  signal: AbortSignal,
): Promise<void> {
  dispatcher ??= new EnvHttpProxyAgent();
  const [owner, repo] = address.repository.split('/') as [string, string];
  const url = `${address.apiUrl.replace(/\/+$/, '')}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/check-runs/${address.id}`;
  const answer = await request(url, {
    method: 'PATCH',
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${address.token}`,
      'content-type': 'application/json',
      'user-agent': `ocpi-conformance/${PACKAGE_VERSION}`,
      'x-github-api-version': '2022-11-28',
    },
    body: JSON.stringify(body),
    signal,
    dispatcher,
  });
  const text = await answer.body.text();
  if (answer.statusCode >= 200 && answer.statusCode < 300) return;
  throw new GitHubApiError(answer.statusCode, errorMessage(text) ?? `HTTP ${answer.statusCode}`);
}

/** GitHub's error body is {"message": ...}; anything else is named by its status alone. */
function errorMessage(text: string): string | undefined {
  try {
    const message = (JSON.parse(text) as { message?: unknown }).message;
    return typeof message === 'string' && message !== '' ? message.slice(0, 500) : undefined;
  } catch {
    return undefined;
  }
}
