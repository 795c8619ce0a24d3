/**
 * The client names no front end's settings (issue 34): it says what happened in the interface's
 * terms and names a setting only through its key, in the names the front end gave it; its errors
 * carry the key (`field`, `setting`) for a front end that words them itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { inputName } from '../src/action/inputs.js';
import { envName } from '../src/cli/args.js';
import { flagName } from '../src/cli/flags.js';
import { BaseUrlError, checkBaseUrl, ServiceClient } from '../src/client/index.js';
import { CATALOGUE, SETTING_KEYS } from '../src/core/catalogue.js';
import { InputError } from '../src/util/errors.js';
import { Redactor } from '../src/util/redaction.js';

const UNUSABLE = [
  'testing example',
  'ftp://svc.invalid/api/v1',
  'https://user:pw@svc.invalid/api/v1',
  'https://svc.invalid/api/v1#top',
  'http://svc.invalid/api/v1',
  'https://svc.invalid/v2',
];

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
}

describe('a base URL the client cannot use', () => {
  it.each(UNUSABLE)(
    '%s: a BaseUrlError of the field baseUrl, its problem naming no setting for it',
    (raw) => {
      const error = thrown(() => checkBaseUrl(raw, { names: inputName })) as BaseUrlError;
      expect(error).toBeInstanceOf(BaseUrlError);
      expect(error).toBeInstanceOf(InputError);
      expect([error.field, error.setting, error.kind]).toEqual(['baseUrl', 'baseUrl', 'input']);
      expect(error.problem).not.toMatch(/baseUrl|base-url|base URL setting/);
      expect(error.message).toBe(`base-url ${error.problem}`);
    },
  );

  it("names the key and the plain-http switch in the caller's words", () => {
    const credentials = thrown(() =>
      checkBaseUrl('https://u:p@svc.invalid/api/v1', { names: flagName }),
    ) as BaseUrlError;
    expect(credentials.problem).toBe(
      'must not carry credentials; give the API key separately (--api-key).',
    );
    const plain = thrown(() =>
      checkBaseUrl('http://svc.invalid/api/v1', { names: inputName }),
    ) as BaseUrlError;
    expect(plain.problem).toContain('set allow-insecure-http to true.');
    expect(checkBaseUrl('http://svc.invalid/api/v1/', { allowInsecureHttp: true })).toBe(
      'http://svc.invalid/api/v1',
    );
  });

  it('keeps the field baseUrl when the caller names the setting otherwise', () => {
    const names = (setting: string) => (setting === 'baseUrl' ? '--base-url' : `--${setting}`);
    const error = thrown(() =>
      checkBaseUrl('https://svc.invalid/v2', { names: names as never }),
    ) as InputError;
    expect(error.field).toBe('baseUrl');
    expect(error.message).toMatch(/^--base-url "https:\/\/svc\.invalid\/v2" must end in/);
  });

  it('is worded by the client in the names it was given, every setting alike', () => {
    const error = thrown(
      () =>
        new ServiceClient({
          baseUrl: 'http://svc.invalid/api/v1',
          names: inputName,
          redactor: new Redactor(),
        }),
    ) as BaseUrlError;
    expect(error.message).toMatch(/^base-url "http:\/\/svc\.invalid\/api\/v1" uses plain http/);
    expect(error.message).toContain('set allow-insecure-http to true.');
  });
});

/** Every string and template text in the client's source files (comments left out). */
function clientTexts(): { file: string; text: string }[] {
  const texts: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (path.endsWith('.ts')) {
        const source = ts.createSourceFile(
          path,
          readFileSync(path, 'utf8'),
          ts.ScriptTarget.Latest,
          true,
        );
        const visit = (node: ts.Node) => {
          const specifier =
            node.parent !== undefined &&
            (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)) &&
            node.parent.moduleSpecifier === node;
          if ((ts.isStringLiteral(node) && !specifier) || ts.isTemplateLiteralToken(node)) {
            texts.push({ file: path, text: node.text });
          }
          ts.forEachChild(node, visit);
        };
        visit(source);
      }
    }
  };
  walk('src/client');
  return texts;
}

describe("the client's words", () => {
  it("hold no front end's name for a setting: no flag, environment variable or input", () => {
    const names = SETTING_KEYS.flatMap((key) => {
      const spec: { flag?: string; input?: string } = CATALOGUE[key];
      return [
        ...(spec.flag ? [`--${spec.flag}`, envName(spec.flag)] : []),
        // One-word inputs (module, seed) are words of the interface too.
        ...(spec.input?.includes('-') ? [spec.input] : []),
      ];
    });
    expect(names).toContain('--base-url');
    expect(names).toContain('OCPI_TESTING_BASE_URL');
    expect(names).toContain('allow-insecure-http');
    const texts = clientTexts();
    expect(texts.length).toBeGreaterThan(500);
    const found = texts.flatMap(({ file, text }) =>
      names.filter((name) => text.includes(name)).map((name) => `${file}: ${name}`),
    );
    expect(found).toEqual([]);
  });
});
