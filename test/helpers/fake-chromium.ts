/**
 * A stand-in for @sparticuz/chromium's `bin` folder (the archives its executablePath unpacks):
 * a "binary" that is a small script, and the fonts and swiftshader tarballs, each compressed with
 * Brotli as the package ships them. Unpacking it takes milliseconds, not the real browser's 200 MB.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** The stand-in binary's text: a script that prints its name, padded to `size` bytes. */
export function fakeBinary(size = 64 * 1024): Buffer {
  const script = '#!/bin/sh\necho fake-chromium\n';
  return Buffer.concat([Buffer.from(script), Buffer.alloc(size - script.length, '#')]);
}

const brotli = (data: Buffer) =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });

/** Writes the stand-in archives into a new folder under `parent`; returns that folder. */
export function fakeChromiumBin(parent: string, binary = fakeBinary()): string {
  const bin = mkdtempSync(path.join(parent, 'bin-'));
  writeFileSync(path.join(bin, 'chromium.br'), brotli(binary));
  const tarball = (name: string, files: Record<string, string>) => {
    const dir = mkdtempSync(path.join(parent, `${name}-`));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    const tar = execFileSync('tar', ['-cf', '-', '-C', dir, ...Object.keys(files)]);
    writeFileSync(path.join(bin, `${name}.tar.br`), brotli(tar));
    rmSync(dir, { recursive: true, force: true });
  };
  tarball('fonts', {
    'fonts.conf': '<fontconfig><dir>/tmp/fonts</dir></fontconfig>\n',
    'fonts/Open_Sans/OpenSans-Regular.ttf': 'not really a font\n',
  });
  tarball('swiftshader', { 'libGLESv2.so': 'not really a library\n' });
  return bin;
}
