/**
 * Validation of a JUnit document for the tests: against the Apache Ant JUnit schema kept
 * unchanged in test/fixtures/junit/junit.xsd, plus the totals on the root <testsuites> that the
 * schema does not describe.
 *
 * Ant's schema predates the totals (tests, failures, errors, skipped, time, name) that GitLab,
 * Jenkins and dorny/test-reporter read on <testsuites>, and allows no attribute there. So the
 * schema check runs on the document with the root's attributes removed, and nothing else
 * changed, while expectJUnitTotals() checks those attributes on their own.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { validateXML, type XMLValidationResult } from 'xmllint-wasm';

const XSD = readFileSync(new URL('../fixtures/junit/junit.xsd', import.meta.url), 'utf8');

/** Attributes of an opening tag: name="value" or name='value', values without the quote. */
const ATTRIBUTES = String.raw`(?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*`;
/** The root <testsuites> opening tag, after an optional XML declaration and whitespace. */
const ROOT = new RegExp(String.raw`^(\s*(?:<\?xml[^?]*\?>)?\s*<testsuites)(${ATTRIBUTES})(\s*/?>)`);
/** Every <testsuite> opening tag (not <testsuites>). */
const SUITE = new RegExp(String.raw`<testsuite(${ATTRIBUTES})\s*/?>`, 'g');

/** Validates against Ant's schema, ignoring only the attributes of the root <testsuites>. */
export function validateJUnit(xml: string): Promise<XMLValidationResult> {
  const withoutRootAttributes = xml.replace(
    ROOT,
    (_, open: string, _attrs, close: string) => `${open}${close}`,
  );
  return validateXML({
    xml: [{ fileName: 'junit.xml', contents: withoutRootAttributes }],
    schema: [XSD],
  });
}

/**
 * The root carries a name and totals equal to the sums over its <testsuite> elements: tests,
 * failures, errors and skipped as integers, time as a decimal.
 */
export function expectJUnitTotals(xml: string): void {
  const root = ROOT.exec(xml);
  expect(root, 'root <testsuites> element').not.toBeNull();
  const totals = attributes(root![2]!);
  expect(totals.name ?? '', 'testsuites name').toMatch(/\S/);
  const suites = [...xml.matchAll(SUITE)].map((m) => attributes(m[1]!));
  for (const name of ['tests', 'failures', 'errors', 'skipped']) {
    expect(totals[name] ?? '', `testsuites ${name}`).toMatch(/^\d+$/);
    // skipped is optional on a <testsuite>: absent means none.
    const sum = suites.reduce((acc, suite) => acc + BigInt(suite[name] ?? '0'), 0n);
    expect(BigInt(totals[name]!), `testsuites ${name} = sum over the suites`).toBe(sum);
  }
  expect(totals.time ?? '', 'testsuites time').toMatch(/^\d+(\.\d+)?$/);
  const times = suites.map((suite) => suite.time ?? '0');
  expect(decimalSum([totals.time!]), 'testsuites time = sum over the suites').toBe(
    decimalSum(times),
  );
}

function attributes(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    out[m[1]!] = m[2] ?? m[3] ?? '';
  }
  return out;
}

/** Sums decimals exactly (no binary floating point), as a normalised string: 1.50 + 1 = "2.5". */
function decimalSum(values: readonly string[]): string {
  for (const value of values) expect(value, 'a decimal time').toMatch(/^\d+(\.\d+)?$/);
  const scale = Math.max(0, ...values.map((v) => v.split('.')[1]?.length ?? 0));
  const total = values.reduce((acc, value) => {
    const [whole, fraction = ''] = value.split('.');
    return acc + BigInt(`${whole}${fraction.padEnd(scale, '0')}`);
  }, 0n);
  const digits = total.toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
