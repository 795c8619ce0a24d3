/**
 * Which Chromium the browser tests and scripts/screenshots.mjs drive (test/helpers/chromium.ts):
 * CHROMIUM_PATH wins, then a system Chromium, then the one npm ci brings (@sparticuz/chromium),
 * and each way it can go wrong says what to do.
 */
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ChromiumChoice,
  chooseChromium,
  chromiumArgs,
  launchChromium,
  SYSTEM_CHROMIUMS,
} from './helpers/chromium.js';

const only =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

afterEach(() => {
  vi.unstubAllEnvs();
  vi.doUnmock('@sparticuz/chromium');
  vi.resetModules();
});

describe('choosing Chromium', () => {
  it('takes CHROMIUM_PATH first, even where a system Chromium is installed', async () => {
    const choice = await chooseChromium(
      { CHROMIUM_PATH: '/opt/chrome/chrome' },
      only('/opt/chrome/chrome', '/usr/bin/chromium'),
    );
    expect(choice).toMatchObject({ executablePath: '/opt/chrome/chrome', source: 'CHROMIUM_PATH' });
  });

  it('refuses a CHROMIUM_PATH naming no file, naming it and the ways out', async () => {
    await expect(
      chooseChromium({ CHROMIUM_PATH: '/no/such/chrome' }, only('/usr/bin/chromium')),
    ).rejects.toThrow(
      'CHROMIUM_PATH names /no/such/chrome, which does not exist: set it to a Chromium or Chrome binary, or unset it to use a system Chromium or the one npm ci installs (@sparticuz/chromium).',
    );
  });

  it('takes the first system Chromium there is, in the order listed', async () => {
    for (const [i, file] of SYSTEM_CHROMIUMS.entries()) {
      const choice = await chooseChromium({}, only(...SYSTEM_CHROMIUMS.slice(i)));
      expect(choice).toMatchObject({ executablePath: file, source: 'system', headless: true });
    }
  });

  // It unpacks the real browser (once per machine): skipped with the other browser tests.
  it.skipIf(
    process.env.SKIP_BROWSER_TESTS === '1' || `${process.platform}-${process.arch}` !== 'linux-x64',
  )('falls back to the headless shell npm ci brought, unpacked to a file that exists', async () => {
    const choice = await chooseChromium({}, (file) => !SYSTEM_CHROMIUMS.includes(file));
    expect(choice).toMatchObject({ source: '@sparticuz/chromium', headless: 'shell' });
    expect(existsSync(choice.executablePath)).toBe(true);
  });

  it('says what to do when the bundled Chromium cannot be unpacked', async () => {
    vi.doMock('@sparticuz/chromium', () => ({
      default: {
        executablePath: async () => {
          throw new Error('ENOSPC: no space left on device');
        },
      },
    }));
    const fresh = await import('./helpers/chromium.js');
    const error = await fresh.chooseChromium({}, () => false, 'linux-x64').catch((e: Error) => e);
    expect(String(error)).toContain(
      `none is at ${SYSTEM_CHROMIUMS.join(', ')}), and the one npm ci installs (@sparticuz/chromium) could not be unpacked`,
    );
    expect(String(error)).toContain('ENOSPC: no space left on device');
    expect(String(error)).toContain('set CHROMIUM_PATH to a Chromium or Chrome binary');
    expect(String(error)).toContain('SKIP_BROWSER_TESTS=1');
  });

  it('says where the bundled Chromium cannot run, rather than failing to start it', async () => {
    await expect(chooseChromium({}, () => false, 'darwin-arm64')).rejects.toThrow(
      'and the one npm ci installs (@sparticuz/chromium) runs on linux-x64 only, not on darwin-arm64: set CHROMIUM_PATH to a Chromium or Chrome binary. SKIP_BROWSER_TESTS=1 skips the browser tests.',
    );
    // A system Chrome is still found there.
    const mac = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(await chooseChromium({}, only(mac), 'darwin-arm64')).toMatchObject({
      executablePath: mac,
      source: 'system',
    });
  });

  it("uses its own switches, not the bundled package's Lambda ones", () => {
    const bundled: ChromiumChoice = {
      executablePath: '/tmp/chromium',
      source: '@sparticuz/chromium',
      headless: 'shell',
    };
    const system: ChromiumChoice = { ...bundled, source: 'system', headless: true };
    for (const args of [chromiumArgs(bundled, false), chromiumArgs(system, true)]) {
      expect(args).toContain('--no-sandbox');
      expect(args).not.toContain('--single-process');
      expect(args).not.toContain('--disable-web-security');
    }
    // A system Chromium keeps its sandbox where it can have one.
    expect(chromiumArgs(system, false)).not.toContain('--no-sandbox');
  });

  it('says which binary did not start, and what to do', async () => {
    vi.stubEnv('CHROMIUM_PATH', '/bin/false');
    await expect(launchChromium()).rejects.toThrow(
      /^Chromium \/bin\/false \(from CHROMIUM_PATH\) did not start: .+\. Set CHROMIUM_PATH to a Chromium or Chrome binary that starts; SKIP_BROWSER_TESTS=1 skips the browser tests\.$/s,
    );
  });
});
