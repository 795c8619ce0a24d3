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
 * The result file (the report file) is named more widely, and rightly: it is also what a merge,
 * `show` and `replay` read, where the other files' default paths are beside, and what the
 * renderers link to. The files that run, merge and show the files name none, it included.
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
  reportFile: { name: 'report file', renderer: ['report/report-file.ts'], module: '' },
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

/** The files that write, merge and show the files: they loop over the formats. */
const LOOPING = [
  'app/run.ts',
  'app/merge.ts',
  'action/main.ts',
  'action/outputs.ts',
  'cli/run.ts',
  'cli/run-result.ts',
  'cli/json-document.ts',
  'cli/merge.ts',
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
