/**
 * Where the check run's annotations point. GitHub shows an annotation against a file of the
 * repository and a line in it, so: a journey read from a file of the repository points at that
 * file (at the part of the definition the check's module is about, when there is one); anything
 * else points at the workflow file, at the step that runs this action (GITHUB_WORKFLOW_REF names
 * the file; the checked-out copy under GITHUB_WORKSPACE gives the line), or at line 1 when the
 * file cannot be read (no checkout) or the step cannot be told.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CheckFinding } from '../report/check-run.js';
import type { AnnotationPlace } from '../report/check-run-annotations.js';

export interface AnnotationPlaces {
  place(finding: CheckFinding): AnnotationPlace;
  /** Where they point, in words, for the log. */
  described: string;
}

/**
 * The parts of a journey definition a check's module is about: session updates for sessions,
 * the completion (CDR delay) for CDRs. Other checks point at the file's first line.
 */
const JOURNEY_KEY_OF_MODULE: Record<string, string> = { sessions: 'session', cdrs: 'completion' };

/** undefined: the runner does not say which workflow file runs (GITHUB_WORKFLOW_REF). */
export async function annotationPlaces(
  env: NodeJS.ProcessEnv,
  journeySource: string | undefined,
): Promise<AnnotationPlaces | undefined> {
  const workspace = env.GITHUB_WORKSPACE || process.cwd();
  const journey = journeySource ? await journeyPlaces(journeySource, workspace) : undefined;
  if (journey) return journey;
  const workflow = /^[^/]+\/[^/]+\/(.+?)@/.exec(env.GITHUB_WORKFLOW_REF ?? '')?.[1];
  if (!workflow) return undefined;
  const text = readText(path.join(workspace, workflow));
  const line = text === undefined ? undefined : await stepLine(text, env);
  return {
    place: () => ({ path: workflow, line: line ?? 1 }),
    described:
      line === undefined
        ? `${workflow}, line 1 (${text === undefined ? 'the workflow file is not checked out' : "this action's step was not found in it"})`
        : `${workflow}, line ${line} (this action's step)`,
  };
}

/** A journey file inside the workspace (so, of the repository); inline JSON has no file. */
async function journeyPlaces(
  source: string,
  workspace: string,
): Promise<AnnotationPlaces | undefined> {
  if (source.trim().startsWith('{')) return undefined;
  const file = path.resolve(workspace, source.trim());
  const relative = path.relative(workspace, file);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const text = readText(file);
  if (text === undefined) return undefined;
  const repoPath = relative.split(path.sep).join('/');
  const { parseDocument, LineCounter, isMap, isScalar } = await import('yaml');
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines });
  const keyLines = new Map<string, number>();
  if (isMap(document.contents)) {
    for (const pair of document.contents.items) {
      const start = (pair.key as { range?: readonly number[] } | null)?.range?.[0];
      if (isScalar(pair.key) && start !== undefined) {
        keyLines.set(String(pair.key.value), lines.linePos(start).line);
      }
    }
  }
  return {
    place: ({ item }) => {
      const key = JOURNEY_KEY_OF_MODULE[item.module ?? ''];
      return { path: repoPath, line: (key && keyLines.get(key)) || 1 };
    },
    described: `the journey file ${repoPath}`,
  };
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The line of this action's step in the workflow: the step whose `id` is GITHUB_ACTION (a step
 * with an id), else the step that `uses:` this action (GITHUB_ACTION_REPOSITORY, or a local
 * `./` action), the nth when GITHUB_ACTION ends in _n (the runner's name for the nth use).
 */
async function stepLine(text: string, env: NodeJS.ProcessEnv): Promise<number | undefined> {
  const { parseDocument, LineCounter, isMap, isSeq } = await import('yaml');
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines });
  const steps = document.getIn(['jobs', env.GITHUB_JOB ?? '', 'steps'], true);
  if (!isSeq(steps)) return undefined;
  const maps = steps.items.filter(isMap);
  const lineOf = (step: (typeof maps)[number]) => {
    const uses = step.items.find(
      (pair) => String((pair.key as { value?: unknown })?.value) === 'uses',
    );
    const start = ((uses?.key ?? step) as { range?: readonly number[] }).range?.[0];
    return start === undefined ? undefined : lines.linePos(start).line;
  };
  const action = env.GITHUB_ACTION ?? '';
  const byId = maps.find((step) => String(step.get('id') ?? '') === action);
  if (byId) return lineOf(byId);
  const repository = (env.GITHUB_ACTION_REPOSITORY ?? '').toLowerCase();
  const usesThis = maps.filter((step) => {
    const uses = String(step.get('uses') ?? '').toLowerCase();
    return repository
      ? uses.startsWith(`${repository}@`) || uses.startsWith(`${repository}/`)
      : uses.startsWith('./');
  });
  const nth = Number(/_(\d+)$/.exec(action)?.[1] ?? 1);
  const step = usesThis[nth - 1] ?? usesThis[0];
  return step ? lineOf(step) : undefined;
}
