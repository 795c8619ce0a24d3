/**
 * A small fake of the GitHub REST API on 127.0.0.1, for the pull request comment: issue comments
 * (paged with Link headers, 100 at most per page), create and update, and the pull requests of a
 * commit; check run updates (PATCH .../check-runs/{id}), recorded as sent, or answered with a
 * status of the test's choosing. It can refuse writes with 403 the way a read-only (fork) token is
 * refused. And the event file of a pull request, as the runner hands it to a step.
 */
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeComment {
  id: number;
  body: string;
}

export interface FakeGitHub {
  url: string;
  comments(issue: number): FakeComment[];
  addComments(issue: number, bodies: string[]): void;
  /** Pull requests returned for a commit sha. */
  setPullsForCommit(sha: string, pulls: { number: number; state: string }[]): void;
  /** Answer writes with 403 "Resource not accessible by integration". */
  readOnly: boolean;
  /** Never answer (a GitHub API that hangs); requests are held until close. */
  hang: boolean;
  requests: { method: string; path: string }[];
  /** Check run updates as sent: the check run id and the JSON body, raw and parsed. */
  checkRunUpdates: { id: number; raw: string; body: Record<string, unknown> }[];
  /** Answer check run updates with this status (403, 404...); undefined: 200. */
  checkRunAnswer: number | undefined;
  close(): Promise<void>;
}

export async function startFakeGitHub(): Promise<FakeGitHub> {
  const issues = new Map<number, FakeComment[]>();
  const pullsForCommit = new Map<string, { number: number; state: string }[]>();
  let nextId = 1000;
  const fake = {} as FakeGitHub;
  fake.readOnly = false;
  fake.hang = false;
  fake.requests = [];
  fake.checkRunUpdates = [];
  fake.checkRunAnswer = undefined;

  const server = http.createServer((req, res) => {
    const url = new URL(String(req.url), 'http://fake');
    fake.requests.push({ method: String(req.method), path: url.pathname + url.search });
    let raw = '';
    req.on('data', (d) => {
      raw += d;
    });
    req.on('end', () => {
      if (fake.hang) return;
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      const forbidden = () =>
        send(403, {
          message: 'Resource not accessible by integration',
          documentation_url: 'https://docs.github.com',
        });
      let match = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(url.pathname);
      if (match) {
        const list = issues.get(Number(match[3])) ?? [];
        issues.set(Number(match[3]), list);
        if (req.method === 'GET') {
          const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30));
          const page = Number(url.searchParams.get('page') ?? 1);
          const items = list.slice((page - 1) * perPage, page * perPage);
          const last = Math.max(1, Math.ceil(list.length / perPage));
          const headers: Record<string, string> = {};
          if (page < last) {
            const next = new URL(url.href.replace('http://fake', fake.url));
            next.searchParams.set('page', String(page + 1));
            headers.link = `<${next.href}>; rel="next"`;
          }
          return send(
            200,
            items.map((c) => ({ id: c.id, body: c.body })),
            headers,
          );
        }
        if (req.method === 'POST') {
          if (fake.readOnly) return forbidden();
          const comment = { id: nextId++, body: JSON.parse(raw).body as string };
          list.push(comment);
          return send(201, comment);
        }
      }
      match = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(url.pathname);
      if (match && req.method === 'PATCH') {
        if (fake.readOnly) return forbidden();
        for (const list of issues.values()) {
          const comment = list.find((c) => c.id === Number(match![3]));
          if (comment) {
            comment.body = JSON.parse(raw).body;
            return send(200, comment);
          }
        }
        return send(404, { message: 'Not Found' });
      }
      match = /^\/repos\/([^/]+)\/([^/]+)\/check-runs\/(\d+)$/.exec(url.pathname);
      if (match && req.method === 'PATCH') {
        const answer = fake.checkRunAnswer;
        if (answer === 403) return forbidden();
        if (answer !== undefined)
          return send(answer, { message: answer === 404 ? 'Not Found' : 'Server Error' });
        const id = Number(match[3]);
        fake.checkRunUpdates.push({ id, raw, body: JSON.parse(raw) });
        return send(200, { id, status: 'in_progress' });
      }
      match = /^\/repos\/([^/]+)\/([^/]+)\/commits\/([^/]+)\/pulls$/.exec(url.pathname);
      if (match && req.method === 'GET') return send(200, pullsForCommit.get(match[3]!) ?? []);
      send(404, { message: 'Not Found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.comments = (issue) => issues.get(issue) ?? [];
  fake.addComments = (issue, bodies) => {
    const list = issues.get(issue) ?? [];
    for (const body of bodies) list.push({ id: nextId++, body });
    issues.set(issue, list);
  };
  fake.setPullsForCommit = (sha, pulls) => pullsForCommit.set(sha, pulls);
  fake.close = async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  };
  return fake;
}

/**
 * Writes the event of a pull request as the runner hands it to a step (GITHUB_EVENT_PATH): the
 * comment reads the pull request's number and repository from it. Returns the file's path.
 */
export function writePullRequestEvent(
  file: string,
  number: number,
  repository: `${string}/${string}` = 'acme/charging',
): string {
  const [owner, name] = repository.split('/');
  const event = { pull_request: { number }, repository: { name, owner: { login: owner } } };
  writeFileSync(file, JSON.stringify(event));
  return file;
}
