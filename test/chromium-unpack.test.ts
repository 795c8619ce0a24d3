/**
 * The bundled Chromium cannot be half there (test/helpers/chromium.ts): @sparticuz/chromium's
 * archives are unpacked by a process of its own into a staging folder, recorded (every file and
 * its size, the binary's SHA-256) and renamed into place only then; a folder without that record,
 * or with a file not at its recorded size, is never used; two unpacks at once both get the whole
 * browser; a waiter that gives up does not cut the unpack short. Driven with stand-in archives
 * (test/helpers/fake-chromium.ts) through the package's own executablePath.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundledFolder,
  bundledVersion,
  UNPACKED_RECORD,
  unpackBundled,
  unpackedProblem,
} from './helpers/chromium.js';
import { fakeBinary, fakeChromiumBin } from './helpers/fake-chromium.js';

let work: string;
let bin: string;
const binary = fakeBinary();

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'chromium-unpack-'));
  bin = fakeChromiumBin(work, binary);
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/** A fresh folder to unpack into. */
const freshRoot = () => mkdtempSync(path.join(work, 'root-'));

describe('unpacking the bundled Chromium', () => {
  it('unpacks into a folder of its own, whole, with a record of every file it wrote', async () => {
    const root = freshRoot();
    const folder = await unpackBundled(root, bin);
    expect(folder).toBe(path.join(root, `ocpi-chromium-${bundledVersion()}`));
    expect(readFileSync(path.join(folder, 'chromium'))).toEqual(binary);
    const record = JSON.parse(readFileSync(path.join(folder, UNPACKED_RECORD), 'utf8'));
    expect(record.files).toMatchObject({
      chromium: binary.length,
      'fonts/fonts.conf': expect.any(Number),
      'libGLESv2.so': 'not really a library\n'.length,
    });
    expect(unpackedProblem(folder)).toBeUndefined();
    // The fonts' configuration names this folder's fonts, not the package's fixed /tmp/fonts.
    const conf = readFileSync(path.join(folder, 'fonts', 'fonts.conf'), 'utf8');
    expect(conf).toContain(`<dir>${path.join(folder, 'fonts')}</dir>`);
    expect(conf).not.toContain('/tmp/fonts<');
    // Nothing is left beside it.
    expect(readdirSync(root)).toEqual([path.basename(folder)]);
  });

  it('never reuses a partial binary at the final path: the folder is unpacked again', async () => {
    const root = freshRoot();
    const folder = bundledFolder(root);
    // Cut short before its record: the first 1,000 bytes of the binary, nothing else.
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'chromium'), binary.subarray(0, 1_000), { mode: 0o755 });
    expect(unpackedProblem(folder)).toBe(
      `${folder} holds no record of a complete unpack (${UNPACKED_RECORD}): an unpack was cut short there, or another tool wrote it`,
    );
    await unpackBundled(root, bin);
    expect(readFileSync(path.join(folder, 'chromium'))).toEqual(binary);

    // Whole once, then cut down afterwards: its size is not the one recorded.
    writeFileSync(path.join(folder, 'chromium'), binary.subarray(0, 1_000));
    expect(unpackedProblem(folder)).toBe(
      `${path.join(folder, 'chromium')} is 1,000 bytes where the unpack wrote ${binary.length.toLocaleString('en-US')} bytes: a partial or damaged file`,
    );
    await unpackBundled(root, bin);
    expect(readFileSync(path.join(folder, 'chromium'))).toEqual(binary);
    expect(readdirSync(root)).toEqual([path.basename(folder)]);
  });

  it('gives two unpacks at once each the whole browser, in one folder', async () => {
    const root = freshRoot();
    const folders = await Promise.all([unpackBundled(root, bin), unpackBundled(root, bin)]);
    expect(new Set(folders).size).toBe(1);
    expect(readFileSync(path.join(folders[0]!, 'chromium'))).toEqual(binary);
    expect(unpackedProblem(folders[0]!)).toBeUndefined();
    expect(readdirSync(root)).toEqual([path.basename(folders[0]!)]);
  });

  it('finishes an unpack whose waiter was killed, and removes what a killed unpacker left', async () => {
    const root = freshRoot();
    // A staging folder of an unpacking process that is gone: a partial binary, no record.
    const gone = spawn(process.execPath, ['-e', '']);
    await once(gone, 'exit');
    const abandoned = path.join(root, `.ocpi-chromium-${bundledVersion()}-${gone.pid}-x1y2z3`);
    mkdirSync(abandoned);
    writeFileSync(path.join(abandoned, 'chromium'), binary.subarray(0, 1_000));

    // The waiter starts the unpack and is killed at once, as a test hook's timeout or an
    // interrupted test run would leave it.
    const helper = path.resolve('test/helpers/chromium.ts');
    const waiter = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(helper)}); m.unpackBundled(${JSON.stringify(root)}, ${JSON.stringify(bin)}); setTimeout(() => process.kill(process.pid, 'SIGKILL'), 20);`,
      ],
      { stdio: 'ignore' },
    );
    await once(waiter, 'exit');
    const folder = bundledFolder(root);
    for (let i = 0; i < 200 && unpackedProblem(folder) !== undefined; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(unpackedProblem(folder)).toBeUndefined();
    expect(readFileSync(path.join(folder, 'chromium'))).toEqual(binary);
    for (let i = 0; i < 50 && readdirSync(root).length > 1; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(readdirSync(root)).toEqual([path.basename(folder)]);
  });

  it('says why an unpack failed, and leaves no folder behind', async () => {
    const root = freshRoot();
    const broken = fakeChromiumBin(work);
    // The binary's archive cut short: its Brotli stream ends early.
    const archive = path.join(broken, 'chromium.br');
    const whole = readFileSync(archive);
    writeFileSync(archive, whole.subarray(0, whole.length / 2));
    const error = await unpackBundled(root, broken).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/unexpected end of file/i);
    expect((error as Error).message).toContain(
      `${bundledFolder(root)} holds no record of a complete unpack`,
    );
    expect(readdirSync(root)).toEqual([]);
  });

  it('says what is wrong with a binary that lost its executable bit', async () => {
    const root = freshRoot();
    const folder = await unpackBundled(root, bin);
    chmodSync(path.join(folder, 'chromium'), 0o644);
    expect(unpackedProblem(folder)).toBe(`${path.join(folder, 'chromium')} is not executable`);
  });
});
