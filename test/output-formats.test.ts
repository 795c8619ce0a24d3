/**
 * One module per output format (issue 43, point 1): a format is named in its renderer
 * (src/report), its module (src/app/formats/), its catalogue entry (src/core/catalogue/
 * outputs.ts) and the list of formats (src/app/formats/index.ts), and nowhere else; the run, the
 * merge and the front ends loop over the list and the catalogue. "Named" is what wires a format
 * in: an identifier or a string without white space (test/helpers/format-names.ts); a message or
 * a comment may mention a file in its own words. Before the formats had a room of their own, by
 * this count, CTRF was named in 15 files of src/, JUnit in 16, the HAR file in 20 and the HTML
 * report in 21.
 *
 * The result file (the report file) is also an input: `show`, `replay`, `verify` and the
 * attestation read it, and the settings put the other files beside it. Those files (READ_AS_INPUT,
 * each with its reason) may name it too, and no other: the run, the merge and the front ends
 * reach it through the catalogue's role (`fileServing(files, 'result')`), as they reach the page
 * and the requests.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORMATS } from '../src/app/formats/index.js';
import { OUTPUT_FILES } from '../src/core/catalogue.js';
import { codeNames, filesNaming, names } from './helpers/format-names.js';

const SRC = path.resolve(__dirname, '..', 'src');
const CATALOGUE_ENTRIES = 'core/catalogue/outputs.ts';
const LIST = 'app/formats/index.ts';

/** Each format's name, and its renderer's files and module (under src/). */
const FORMAT_FILES: Record<string, { name: string; renderer: string[]; module: string }> = {
  reportFile: {
    name: 'report file',
    renderer: ['report/report-file.ts'],
    module: 'app/formats/report-file.ts',
  },
  junitFile: { name: 'junit', renderer: ['report/junit.ts'], module: 'app/formats/junit.ts' },
  ctrfFile: { name: 'ctrf', renderer: ['report/ctrf.ts'], module: 'app/formats/ctrf.ts' },
  htmlReport: {
    name: 'html report',
    // The page and its input from a gate's result.
    renderer: ['report/html.ts', 'report/html-input.ts'],
    module: 'app/formats/html-report.ts',
  },
  harFile: { name: 'har', renderer: ['report/har.ts'], module: 'app/formats/har.ts' },
  codequalityFile: {
    name: 'codequality',
    renderer: ['report/codequality.ts'],
    module: 'app/formats/codequality.ts',
  },
  // The summary's renderer (report/merge.ts) renders the merged comment and page too.
  summaryFile: { name: 'summary file', renderer: [], module: 'app/formats/summary.ts' },
};

/**
 * Where the result file is read as an input (or is where the other files go), and may be named
 * beside its renderer, module, catalogue entry and the list, each with why.
 */
const READ_AS_INPUT: Record<string, string> = {
  'action/attest.ts': 'signs the result file the run wrote and stores its bundle beside it',
  'app/attestation.ts': "the attestation's subject is the result file (its name and digest)",
  'app/verify-attestation.ts': 'checks a result file against its attestation',
  'cli/verify.ts': '`verify` takes a result file',
  'report/attestation.ts': "renders the attestation's statement about the result file",
  'app/recorded-checks.ts': '`show` and `replay` read the forms of a result file',
  'cli/show.ts': '`show` reads a result file',
  'report/summary-curl.ts':
    'writes the `show` command that reads the result file (its placeholder)',
  'core/settings.ts': 'where the result file goes; the other files default to beside it',
  'core/settings/context.ts':
    "the front end's default path of the result file, and files beside it",
  'core/settings/merge.ts': "merge's result file; the other files default to beside it",
};

/** The files that write, merge and show the files: they loop over the formats. */
const LOOPING = [
  'app/run.ts',
  'app/merge.ts',
  'action/main.ts',
  'action/outputs.ts',
  'action/publish.ts',
  'action/settings.ts',
  'action/merge.ts',
  'cli/run.ts',
  'cli/run-result.ts',
  'cli/run-options.ts',
  'cli/render.ts',
  'cli/json-document.ts',
  'cli/merge.ts',
  'report/summary.ts',
  'report/check-run.ts',
  'report/merge.ts',
];

describe('the output formats', () => {
  it('are the files the catalogue declares, a module each, in its order', () => {
    expect(FORMATS.map((format) => format.key)).toEqual(OUTPUT_FILES.map((output) => output.key));
    expect(Object.keys(FORMAT_FILES)).toEqual(OUTPUT_FILES.map((output) => output.key));
  });

  const named = OUTPUT_FILES.filter(({ key }) => key !== 'reportFile').map(({ key }) => ({
    key,
    ...FORMAT_FILES[key]!,
  }));

  it('reportFile: named only in its renderer, module, catalogue entry, the list, and where it is read as an input', () => {
    const { name, renderer, module } = FORMAT_FILES.reportFile!;
    const found = filesNaming(SRC, name);
    const allowed = [...renderer, module, CATALOGUE_ENTRIES, LIST, ...Object.keys(READ_AS_INPUT)];
    expect(found.filter((file) => !allowed.includes(file))).toEqual([]);
    expect(found).toContain(module);
    // Each reason still holds: a file that no longer names it leaves the list.
    expect(Object.keys(READ_AS_INPUT).filter((file) => !found.includes(file))).toEqual([]);
  });

  it.each(named)(
    '$key: named only in its renderer, its module, its catalogue entry and the list of formats',
    ({ name, renderer, module }) => {
      const found = filesNaming(SRC, name);
      const allowed = [...renderer, module, CATALOGUE_ENTRIES, LIST];
      expect(found.filter((file) => !allowed.includes(file))).toEqual([]);
      expect(found).toContain(module);
      expect(found.filter((file) => !renderer.includes(file))).toHaveLength(3);
    },
  );

  it('are none of them named where a run or a merge writes the files or a front end shows them', () => {
    for (const { name } of Object.values(FORMAT_FILES)) {
      const found = filesNaming(SRC, name);
      expect(
        LOOPING.filter((file) => found.includes(file)),
        name,
      ).toEqual([]);
    }
  });
});

describe('a name in code', () => {
  const sample = [
    '/** The CTRF file, the HAR file. */',
    "const message = 'the HAR file holds it';",
    'const written = await writeJUnitFile(file);',
    "const option = 'html-report';",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal, as source text
    'const place = `${base}.har`;',
  ].join('\n');
  const found = codeNames('sample.ts', sample);

  it('is an identifier or a string without white space, in its words', () => {
    expect(names(found, 'junit')).toBe(true);
    expect(names(found, 'html report')).toBe(true);
    expect(names(found, 'har')).toBe(true);
  });

  it('is not a comment or the words of a message', () => {
    expect(names(found, 'ctrf')).toBe(false);
    expect(names(codeNames('sample.ts', "const message = 'the HAR file holds it';"), 'har')).toBe(
      false,
    );
  });
});
