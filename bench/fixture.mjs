// The large-report fixture of section 5: checks copied from an emulator report (realistic sizes:
// exchanges cut to 2 KB bodies), each with its own test id, about a third failing, in suites of
// 500 checks.
import { content } from '../lib/emulator/content.js';
import { resolveScenario } from '../lib/emulator/scenarios.js';

const base = content.generateConformanceReport({
  seed: 'bench',
  ocpiVersion: '2.2.1',
  connection: {
    _id: 'con_b',
    partnerBaseUrl: 'https://cpo.example/ocpi/versions',
    ourRole: 'EMSP',
    theirRole: 'CPO',
    ocpiVersion: '2.2.1',
    status: 'registered',
    kind: 'external',
  },
  scenario: resolveScenario({ failRate: 0.33, warnRate: 0.1, unobservableRate: 0.05 }),
  partnerTokens: [],
});
const templates = base.suites.flatMap((suite) => suite.checks);
export const PER_SUITE = 500;
export const provenance = base.provenance;

/** Suite `index` of a report of `count` checks; each check is a structured clone of its template. */
export function suiteOf(index, count) {
  const checks = [];
  for (let i = index * PER_SUITE; i < Math.min(count, (index + 1) * PER_SUITE); i++) {
    const t = templates[i % templates.length];
    checks.push({ ...structuredClone(t), testId: `${t.testId}#${i}` });
  }
  return { suiteId: `bench-${index}`, module: 'locations', checks };
}

export const suiteCount = (count) => Math.ceil(count / PER_SUITE);

/** The report's fields other than its suites. */
export const reportHead = {
  _id: 'rep_bench',
  status: 'completed',
  seed: 'bench',
  ocpiVersion: '2.2.1',
  provenance,
};
