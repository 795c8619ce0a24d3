/**
 * Which Chromium the browser tests and scripts/screenshots.mjs drive (test/helpers/chromium.ts):
 * CHROMIUM_PATH wins, then a system Chromium, then the one npm ci brings (@sparticuz/chromium),
 * and each way it can go wrong says what to do.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bundledFolder,
  type ChromiumChoice,
  chooseChromium,
  chromiumArgs,
  launchChromium,
  SYSTEM_CHROMIUMS,
  UNPACKED_RECORD,
} from './helpers/chromium.js';
import { fakeBinary, fakeChromiumBin } from './helpers/fake-chromium.js';

const only =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

afterEach(() => {
  vi.unstubAllEnvs();
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
    const work = mkdtempSync(path.join(tmpdir(), 'chromium-choice-'));
    try {
      // The binary's archive cut short: its Brotli stream ends early.
      const bin = fakeChromiumBin(work);
      const archive = path.join(bin, 'chromium.br');
      const whole = readFileSync(archive);
      writeFileSync(archive, whole.subarray(0, whole.length / 2));
      const root = mkdtempSync(path.join(work, 'root-'));
      const error = await chooseChromium({}, () => false, 'linux-x64', { root, bin }).catch(
        (e: Error) => e,
      );
      expect(String(error)).toContain(
        `none is at ${SYSTEM_CHROMIUMS.join(', ')}), and the one npm ci installs (@sparticuz/chromium) could not be unpacked into ${root}: `,
      );
      expect(String(error)).toMatch(/unexpected end of file/i);
      expect(String(error)).toContain(
        `${bundledFolder(root)} holds no record of a complete unpack`,
      );
      expect(String(error)).toContain('set CHROMIUM_PATH to a Chromium or Chrome binary');
      expect(String(error)).toContain('SKIP_BROWSER_TESTS=1');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it("does not take a half-written browser left at the package's own fixed path", async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'chromium-choice-'));
    try {
      const binary = fakeBinary();
      const bin = fakeChromiumBin(work, binary);
      // What an unpack cut short by a test hook's timeout left: $TMPDIR/chromium, partial.
      const partial = path.join(work, 'chromium');
      writeFileSync(partial, binary.subarray(0, 1_000), { mode: 0o755 });
      vi.stubEnv('TMPDIR', work);
      const choice = await chooseChromium({}, () => false, 'linux-x64', { bin });
      expect(choice.executablePath).not.toBe(partial);
      expect(choice.executablePath).toBe(path.join(bundledFolder(work), 'chromium'));
      expect(readFileSync(choice.executablePath)).toEqual(binary);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
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
    const error = await launchChromium().catch((e: Error) => e);
    // A whole program: the file is not the cause, and the message says what it found.
    expect(String(error)).toMatch(
      /\/bin\/false is [\d,]+ bytes, executable, an ELF binary, so the file is not the cause/,
    );
  });
});

describe('a browser that does not start: the file it tried, what was wrong with it, the fix', () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'chromium-launch-'));
  });
  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
  });

  it('names a bundled binary cut short, by its recorded size, and says to remove its folder', async () => {
    // An unpack cut short: the first 64 KiB of a program, where the record says 5,000,000 bytes.
    const folder = mkdtempSync(path.join(work, 'ocpi-chromium-'));
    const file = path.join(folder, 'chromium');
    writeFileSync(file, readFileSync(process.execPath).subarray(0, 65_536), { mode: 0o755 });
    const record = { version: '0', files: { chromium: 5_000_000 }, chromiumSha256: '0'.repeat(64) };
    writeFileSync(path.join(folder, UNPACKED_RECORD), JSON.stringify(record));
    const choice: ChromiumChoice = {
      executablePath: file,
      source: '@sparticuz/chromium',
      headless: 'shell',
      folder,
    };
    const error = await launchChromium(choice).catch((e: Error) => e);
    expect(String(error)).toContain(
      `Chromium ${file} (from @sparticuz/chromium) did not start: ${file} is 65,536 bytes where the unpack wrote 5,000,000 bytes: a partial or damaged file. Remove ${folder}: the next run unpacks the browser again. SKIP_BROWSER_TESTS=1 skips the browser tests. (The launch said: `,
    );
  });

  it('names a CHROMIUM_PATH that is not a program, or not executable', async () => {
    const text = path.join(work, 'not-a-browser');
    writeFileSync(text, 'just some text here\n', { mode: 0o755 });
    vi.stubEnv('CHROMIUM_PATH', text);
    expect(String(await launchChromium().catch((e: Error) => e))).toContain(
      `Chromium ${text} (from CHROMIUM_PATH) did not start: ${text} is 20 bytes that begin with neither an ELF nor a Mach-O header nor "#!": it is not a program. Set CHROMIUM_PATH to a Chromium or Chrome binary that starts, or unset it. SKIP_BROWSER_TESTS=1 skips the browser tests. (The launch said: `,
    );
    const closed = path.join(work, 'not-executable');
    writeFileSync(closed, readFileSync(process.execPath).subarray(0, 4_096), { mode: 0o644 });
    vi.stubEnv('CHROMIUM_PATH', closed);
    expect(String(await launchChromium().catch((e: Error) => e))).toContain(
      `Chromium ${closed} (from CHROMIUM_PATH) did not start: ${closed} is not executable (mode 644). Set CHROMIUM_PATH`,
    );
  });
});
