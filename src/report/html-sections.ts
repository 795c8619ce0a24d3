/**
 * The server-rendered sections of the HTML report: verdict, counts, the gate's settings,
 * regressions, withheld modules, notes, journey and provenance. Service text goes through `t`
 * (html-text.ts: redacted, cut, escaped); everything else here is the tool's own words.
 */
import type { RunReport } from '../client/index.js';
import type {
  Counts,
  Grade,
  GradingPolicy,
  JourneyOutcome,
  RegressionItem,
  Regressions,
  Verdict,
} from '../core/model.js';
import { formatRate } from '../util/numbers.js';
import { baselineHeading, baselineOrigin, noBaseline } from './baseline-text.js';
import { FLAKY_BEFORE, flakyText, newlyFailingApart } from './flaky.js';
import type { HtmlText } from './html-text.js';
import { passRateMeter } from './html-trend.js';

/** Rows listed per regression kind before the rest is counted. */
const MAX_REGRESSION_ROWS = 200;
/** Journey events listed before the rest is counted. */
const MAX_EVENTS = 200;

const VERDICT_WORDS: Record<Verdict, string> = {
  pass: 'Passed',
  fail: 'Failed',
  error: 'No verdict (error)',
};

export function verdictSection(verdict: Verdict | undefined, reason: string, t: HtmlText): string {
  const word = verdict ? VERDICT_WORDS[verdict] : 'No verdict';
  const cls = verdict ?? 'none';
  return `<section id="verdict" class="verdict ${cls}"><p class="verdict-word">${word}</p><p class="reason">${t(reason, 4000)}</p></section>`;
}

const COUNT_LABELS: [keyof Counts, string, string][] = [
  ['passed', 'Passed', 'passed'],
  ['failed', 'Failed', 'failed'],
  ['warned', 'Warned', 'warned'],
  ['allowed', 'Allowed failures', 'allowed'],
  ['unobservable', 'Unobservable', 'unobservable'],
  ['unreached', 'Unreached', 'unreached'],
  ['graded', 'Graded', 'graded'],
  ['total', 'Total', 'total'],
];

export function countsSection(grade: Grade): string {
  const tiles = COUNT_LABELS.map(
    ([key, label, cls]) =>
      `<div class="tile ${cls}"><span class="n" id="count-${key}">${grade.counts[key]}</span><span class="label">${label}</span></div>`,
  ).join('');
  const rate =
    grade.passRate === undefined ? 'n/a (nothing was graded)' : `${formatRate(grade.passRate)} %`;
  return [
    '<section id="counts"><h2>Counts</h2>',
    `<div class="tiles">${tiles}</div>`,
    `<p class="rate">Pass rate <strong id="pass-rate">${rate}</strong> against a threshold of <strong>${formatRate(grade.threshold)} %</strong>.</p>`,
    passRateMeter(grade.passRate, grade.threshold),
    '<p class="note">Pass rate = (passed + warned) / graded, where graded = passed + warned + failed; warned checks count as failed when the gate fails on warnings. Allowed failures, unobservable and unreached checks are not graded.</p>',
    '</section>',
  ].join('');
}

export function settingsSection(policy: GradingPolicy, t: HtmlText): string {
  const failOn = [...policy.failOn];
  const list = (items: readonly string[]) =>
    items.length === 0 ? 'none' : items.map((item) => `<code>${t(item, 200)}</code>`).join(', ');
  return [
    '<section id="settings"><h2>The gate’s settings</h2><dl>',
    `<dt>Threshold</dt><dd>${formatRate(policy.threshold)} %</dd>`,
    `<dt>Fail on</dt><dd>${list(failOn)}</dd>`,
    `<dt>Allowed failures</dt><dd>${list(policy.allowFailures)}</dd>`,
    '</dl></section>',
  ].join('');
}

export function regressionsSection(regressions: Regressions | undefined, t: HtmlText): string {
  if (!regressions) {
    return '<section id="regressions"><h2>Since the last comparable run</h2><p>Not compared with an earlier run.</p></section>';
  }
  const code = (text: string) => `<code>${t(text, 200)}</code>`;
  const head = `<section id="regressions"><h2>${baselineHeading(regressions, code)}</h2>`;
  if (!regressions.previousReportId) {
    return `${head}<p>${noBaseline(regressions, code)}</p></section>`;
  }
  // A new failure of a check that wavered before is not a regression: it is listed apart.
  const apart = newlyFailingApart(regressions.newlyFailing);
  const groups: [string, RegressionItem[]][] = [
    ['Newly failing', apart.regressions],
    [`${FLAKY_BEFORE.charAt(0).toUpperCase()}${FLAKY_BEFORE.slice(1)}`, apart.flakyBefore],
    ['Recovered', regressions.recovered],
    ['No longer graded', regressions.noLongerGraded],
  ];
  const lists = groups
    .filter(([, items]) => items.length > 0)
    .map(([title, items]) => regressionList(title, items, t))
    .join('');
  return `${head}<p>Compared with ${baselineOrigin(regressions, code)}: <strong>${apart.regressions.length}</strong> newly failing, ${apart.flakyBefore.length > 0 ? `<strong>${apart.flakyBefore.length}</strong> ${FLAKY_BEFORE}, ` : ''}<strong>${regressions.recovered.length}</strong> recovered, <strong>${regressions.noLongerGraded.length}</strong> no longer graded.</p>${lists}</section>`;
}

function regressionList(title: string, items: RegressionItem[], t: HtmlText): string {
  const rows = items.slice(0, MAX_REGRESSION_ROWS).map((item) => {
    const name = item.name ? ` ${t(item.name, 200)}` : '';
    const change = `${item.before ?? 'absent'} → ${item.now ?? 'absent'}`;
    const flaky = item.flaky ? `; <span class="flaky">${flakyText(item.flaky)}</span>` : '';
    return `<li><code>${t(item.testId, 300)}</code>${name} (${change}${flaky})</li>`;
  });
  if (items.length > MAX_REGRESSION_ROWS)
    rows.push(`<li>… and ${items.length - MAX_REGRESSION_ROWS} more</li>`);
  return `<details class="regressions"><summary>${title} (${items.length})</summary><ul>${rows.join('')}</ul></details>`;
}

/** Withheld modules, the fail-on conditions that held, and the grade's notes. */
export function notesSection(grade: Grade, t: HtmlText): string {
  const parts: string[] = [];
  if (grade.withheldModules.length > 0) {
    parts.push(
      `<h3>Withheld modules</h3><p>The service did not run: ${grade.withheldModules.map((m) => `<code>${t(m, 100)}</code>`).join(', ')}.</p>`,
    );
  }
  if (grade.conditions.length > 0) {
    parts.push(
      `<h3>Conditions that failed the gate</h3><ul>${grade.conditions.map((c) => `<li>${t(c, 1000)}</li>`).join('')}</ul>`,
    );
  }
  if (grade.notes.length > 0) {
    parts.push(
      `<h3>Notes on the report</h3><ul>${grade.notes.map((n) => `<li>${t(n, 1000)}</li>`).join('')}</ul>`,
    );
  }
  if (parts.length === 0) return '';
  return `<section id="notes"><h2>Conditions and notes</h2>${parts.join('')}</section>`;
}

export function journeySection(journey: JourneyOutcome | undefined, t: HtmlText): string {
  if (!journey) return '';
  const status = journey.status;
  const facts = [
    journey.planId ? `plan <code>${t(journey.planId, 200)}</code>` : '',
    journey.runId ? `run <code>${t(journey.runId, 200)}</code>` : '',
    status ? `final status <strong>${t(status.status, 40)}</strong>` : '',
    status?.runIntegrity ? `integrity ${t(status.runIntegrity, 40)}` : '',
    status?.workerHealthy === false ? 'worker <strong>unhealthy</strong>' : '',
  ].filter(Boolean);
  const stages = journey.stages
    .map(
      (s, i) =>
        `<tr><td>${i + 1}</td><td>${t(s.name, 200)}</td><td>${s.module ? `<code>${t(s.module, 60)}</code>` : ''}</td><td>${s.durationSeconds !== undefined ? `${s.durationSeconds} s` : ''}</td></tr>`,
    )
    .join('');
  const notes = [
    ...journey.recoveries.map((r) => `<li>${t(r, 500)}</li>`),
    journey.cancel
      ? `<li>Cancel requested; the service answered ${t(journey.cancel, 200)}.</li>`
      : '',
  ].join('');
  const events = journey.events
    .slice(0, MAX_EVENTS)
    .map(
      (e) =>
        `<tr><td>${e.seq}</td><td><code>${t(e.name, 80)}</code></td><td>${t(e.at, 40)}</td><td>${t(e.detail, 300)}</td></tr>`,
    )
    .join('');
  const left = Math.max(0, journey.events.length - MAX_EVENTS) + journey.otherEvents;
  return [
    `<section id="journey"><h2>Journey</h2><p>${facts.join(' · ')}</p>`,
    stages
      ? `<table><thead><tr><th>#</th><th>Stage</th><th>Module</th><th>Duration</th></tr></thead><tbody>${stages}</tbody></table>`
      : '',
    notes ? `<ul>${notes}</ul>` : '',
    events
      ? `<details><summary>Timeline: ${journey.events.length} key events${left > 0 ? ` (${left} more, such as session updates, are in the log)` : ''}</summary><table><thead><tr><th>#</th><th>Event</th><th>At</th><th>Details</th></tr></thead><tbody>${events}</tbody></table></details>`
      : '',
    '</section>',
  ].join('');
}

export interface Provenance {
  seed?: string;
  reportId?: string;
  connectionId?: string;
  runId?: string;
  toolVersion: string;
  generatedAt: Date;
}

export function provenanceSection(
  meta: Provenance,
  report: RunReport,
  journey: boolean,
  t: HtmlText,
): string {
  const code = (value: string | undefined) => (value ? `<code>${t(value, 300)}</code>` : 'n/a');
  const p = report.provenance;
  const facts: [string, string][] = [
    ['Seed', code(meta.seed)],
    ['Report', code(meta.reportId ?? report._id)],
    ['Run', code(meta.runId)],
    ['Connection', code(meta.connectionId)],
  ];
  if (report.connectionLabel) facts.push(['Partner', t(report.connectionLabel, 300)]);
  if (report.ocpiVersion) facts.push(['OCPI version', t(report.ocpiVersion, 40)]);
  if (report.module) {
    // A journey report keeps its journey profile in `module`.
    facts.push([
      journey || report.runKind === 'journey' ? 'Journey profile' : 'Module',
      code(report.module),
    ]);
  }
  if (p?.toolVersion) facts.push(['Service tool version', t(p.toolVersion, 100)]);
  if (p?.rosterHash) facts.push(['Roster hash', code(p.rosterHash)]);
  if (p?.specVersions?.length) facts.push(['Spec versions', t(p.specVersions.join(', '), 300)]);
  facts.push(
    ['Checked by', `ocpi-conformance ${t(meta.toolVersion, 100)}`],
    ['Page written', t(meta.generatedAt.toISOString(), 40)],
  );
  const rows = facts.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('');
  return `<section id="provenance"><h2>Provenance</h2><dl>${rows}</dl><p>To reproduce this run, run it again with the same seed.</p></section>`;
}
