/**
 * The list of output formats: one module each, in the catalogue's order (core/catalogue/
 * outputs.ts, whose entries say where each goes and what the front ends show of it). A run
 * writes them in this order and a merge finishes them in it: the result file first, since the
 * merged page and summary link it. Adding a format: its renderer in src/report, its module here
 * and a line below, its catalogue entry (docs/architecture.md, "Output formats").
 */
import { CODEQUALITY_FILE } from './codequality.js';
import { CTRF_FILE } from './ctrf.js';
import type { OutputFormat } from './format.js';
import { HAR_FILE } from './har.js';
import { HTML_REPORT } from './html-report.js';
import { JUNIT_FILE } from './junit.js';
import { REPORT_FILE } from './report-file.js';
import { SUMMARY_FILE } from './summary.js';

export type { OutputFormat } from './format.js';

export const FORMATS: readonly OutputFormat[] = [
  REPORT_FILE,
  JUNIT_FILE,
  CTRF_FILE,
  HTML_REPORT,
  HAR_FILE,
  CODEQUALITY_FILE,
  SUMMARY_FILE,
];
