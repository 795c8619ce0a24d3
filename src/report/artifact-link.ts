/**
 * The workflow artifact that holds the report files, as the summary and the PR comment link it.
 * Its name is the user's (input artifact-name) and its address is built from the runner's
 * environment; still, only a plain http(s) address becomes a link, and the name is escaped.
 */
import type { MarkdownText } from './markdown.js';

export interface ReportArtifact {
  name: string;
  /** Its page on GitHub; undefined outside a workflow run. */
  url: string | undefined;
  /** The files in it, by name. */
  files: string[];
}

const SAFE_URL = /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?\/[A-Za-z0-9/._~%-]*$/;

/** The artifact's name, linked to its page when there is one. */
export function artifactLink(artifact: ReportArtifact, md: Pick<MarkdownText, 'code'>): string {
  const name = md.code(artifact.name, 200);
  return artifact.url && SAFE_URL.test(artifact.url) ? `[${name}](${artifact.url})` : name;
}

/** "Full report: the workflow artifact X: download it, unzip it and open Y.html in a browser." */
export function artifactLine(artifact: ReportArtifact, md: Pick<MarkdownText, 'code'>): string {
  const html = artifact.files.find((file) => file.endsWith('.html'));
  const open = html ? `: download it, unzip it and open ${md.code(html, 200)} in a browser` : '';
  return `Full report: the workflow artifact ${artifactLink(artifact, md)}${open}.`;
}
