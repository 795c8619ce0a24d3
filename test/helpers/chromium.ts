/**
 * The Chromium that the HTML report's browser tests and scripts/screenshots.mjs drive, found the
 * same way for both, so that `npm ci && npm test` needs no browser installed beforehand:
 * 1. the binary CHROMIUM_PATH names, when it is set;
 * 2. else a system Chromium or Chrome at one of SYSTEM_CHROMIUMS (Linux packages, macOS apps);
 * 3. else the headless shell of @sparticuz/chromium, a devDependency that carries the binary in
 *    its npm tarball: `npm ci` brings it, and its first use unpacks it into a folder of its own in
 *    the temporary folder (about 200 MB, about 1.5 s, kept there for the next run).
 *
 * The unpack cannot leave a browser half there: @sparticuz/chromium unpacks into a fixed path of
 * the temporary folder and reuses whatever is there, so it is run in a process of its own
 * (test/helpers/chromium-unpack.mjs), detached, whose temporary folder is a fresh staging folder
 * beside the final one; the staging folder gets a record of every file it holds and its size
 * (unpacked.json) and is renamed into place only then. A folder without that record, or with a
 * file not at its recorded size, is never used: it is replaced. No test hook's timeout cuts an
 * unpack (the process goes on when its waiter gives up), and two runs that unpack at once each
 * get a whole browser (the first rename wins; the other finds it complete).
 *
 * Written in erasable TypeScript only: vitest loads it, and scripts/screenshots.mjs and the
 * unpacking process import it with plain `node` (Node strips the types).
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser } from 'puppeteer-core';

/** Where Debian's, Ubuntu's and Google's packages and the macOS apps put it, in the order tried. */
export const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** The one platform @sparticuz/chromium's binary runs on. */
const BUNDLED_PLATFORM = 'linux-x64';

export interface ChromiumChoice {
  executablePath: string;
  /** Where it came from, in the words a user would look for: for messages. */
  source: 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium';
  headless: true | 'shell';
  /** Only for the bundled shell: the fonts it carries, where the machine has no fontconfig. */
  env?: Record<string, string>;
  /** Only for the bundled shell: the folder it was unpacked into. */
  folder?: string;
}

/** Where the bundled shell is unpacked from and into; tests give their own. */
export interface BundledSource {
  /** The folder that holds the unpacked browser's folder; default: the temporary folder. */
  root?: string;
  /** @sparticuz/chromium's archives (its `bin` folder, executablePath's `input`); default: its own. */
  bin?: string;
}

/**
 * The browser to launch, by the order above. A CHROMIUM_PATH naming no file is an error (the user
 * asked for that binary); so is a @sparticuz/chromium that cannot unpack, with what to do.
 */
export async function chooseChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (file: string) => boolean = existsSync,
  platform = `${process.platform}-${process.arch}`,
  bundled: BundledSource = {},
): Promise<ChromiumChoice> {
  const named = env.CHROMIUM_PATH;
  if (named) {
    if (!exists(named)) {
      throw new Error(
        `CHROMIUM_PATH names ${named}, which does not exist: set it to a Chromium or Chrome binary, or unset it to use a system Chromium or the one npm ci installs (@sparticuz/chromium).`,
      );
    }
    return { executablePath: named, source: 'CHROMIUM_PATH', headless: true };
  }
  const system = SYSTEM_CHROMIUMS.find((file) => exists(file));
  if (system) return { executablePath: system, source: 'system', headless: true };
  const none = `No Chromium was found (CHROMIUM_PATH is not set, and none is at ${SYSTEM_CHROMIUMS.join(', ')})`;
  if (platform !== BUNDLED_PLATFORM) {
    throw new Error(
      `${none}, and the one npm ci installs (@sparticuz/chromium) runs on ${BUNDLED_PLATFORM} only, not on ${platform}: set CHROMIUM_PATH to a Chromium or Chrome binary. SKIP_BROWSER_TESTS=1 skips the browser tests.`,
    );
  }
  return bundledChromium(env, exists, none, bundled);
}

async function bundledChromium(
  env: NodeJS.ProcessEnv,
  exists: (file: string) => boolean,
  none: string,
  bundled: BundledSource,
): Promise<ChromiumChoice> {
  const root = bundled.root ?? tmpdir();
  let folder: string;
  try {
    folder = await unpackBundled(root, bundled.bin);
  } catch (error) {
    throw new Error(
      `${none}, and the one npm ci installs (@sparticuz/chromium) could not be unpacked into ${root}: ${error instanceof Error ? error.message : String(error)} Run npm ci, free space in ${root} (the browser takes about 200 MB there), or set CHROMIUM_PATH to a Chromium or Chrome binary. SKIP_BROWSER_TESTS=1 skips the browser tests.`,
    );
  }
  // The package's fonts are unpacked beside the binary; a machine without fontconfig's own
  // configuration would otherwise draw text with no font at all.
  const fonts = path.join(folder, 'fonts');
  const fontconfig =
    !env.FONTCONFIG_PATH && !exists('/etc/fonts/fonts.conf') && exists(fonts)
      ? { FONTCONFIG_PATH: fonts }
      : undefined;
  return {
    executablePath: path.join(folder, 'chromium'),
    source: '@sparticuz/chromium',
    headless: 'shell',
    env: fontconfig,
    folder,
  };
}

// The bundled shell's folder: unpacked, checked, moved into place.

/** The record of a complete unpack, written last into the staging folder. */
export const UNPACKED_RECORD = 'unpacked.json';

interface UnpackedRecord {
  version: string;
  /** Every file unpacked, by path within the folder, with its size in bytes. */
  files: Record<string, number>;
  /** The SHA-256 of the `chromium` binary, hex. */
  chromiumSha256: string;
}

/** The installed @sparticuz/chromium's version: each version is unpacked into its own folder. */
export function bundledVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@sparticuz/chromium');
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** The folder the bundled shell of this version is unpacked into, under `root`. */
export function bundledFolder(root: string, version = bundledVersion()): string {
  return path.join(root, `ocpi-chromium-${version}`);
}

/**
 * What is wrong with an unpacked folder, in words naming the file, or undefined when it is whole:
 * its record of a complete unpack, every file of the record at its recorded size, the binary
 * executable.
 */
export function unpackedProblem(folder: string): string | undefined {
  let record: UnpackedRecord;
  try {
    record = JSON.parse(readFileSync(path.join(folder, UNPACKED_RECORD), 'utf8')) as UnpackedRecord;
  } catch {
    return `${folder} holds no record of a complete unpack (${UNPACKED_RECORD}): an unpack was cut short there, or another tool wrote it`;
  }
  for (const [file, size] of Object.entries(record.files ?? {})) {
    const full = path.join(folder, file);
    const found = statOf(full);
    if (!found) return `${full} is missing (the unpack recorded ${bytes(size)})`;
    if (found.size !== size) {
      return `${full} is ${bytes(found.size)} where the unpack wrote ${bytes(size)}: a partial or damaged file`;
    }
  }
  const binary = path.join(folder, 'chromium');
  if (record.files?.chromium === undefined)
    return `${folder}'s record of the unpack lists no chromium binary`;
  if (((statOf(binary)?.mode ?? 0) & 0o111) === 0) return `${binary} is not executable`;
  return undefined;
}

/**
 * The folder holding the bundled shell, whole, under `root`: the one there when it is whole, else
 * one unpacked now by a process of its own (chromium-unpack.mjs), detached so that nothing that
 * gives up waiting for it (a test hook's timeout, an interrupt of the test run) cuts it short.
 */
export async function unpackBundled(root: string, bin?: string): Promise<string> {
  const folder = bundledFolder(root);
  if (unpackedProblem(folder) === undefined) return folder;
  const unpacker = path.join(path.dirname(fileURLToPath(import.meta.url)), 'chromium-unpack.mjs');
  const child = spawn(process.execPath, [unpacker, root, ...(bin ? [bin] : [])], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const code = await new Promise<number | null>((resolve) => {
    child.on('error', () => resolve(null));
    child.on('close', (exit) => resolve(exit));
  });
  const problem = unpackedProblem(folder);
  if (problem === undefined) return folder;
  const said = stderr.trim() || `the unpacking process (${unpacker}) exited with code ${code}`;
  throw new Error(`${said.replace(/\.$/, '')}; ${problem}.`);
}

/**
 * The unpacking process's first step: removes the staging folders of unpacking processes that are
 * gone, and returns a fresh staging folder beside the final one (the same file system, so that the
 * rename is atomic), named with this process's id; undefined when a whole folder is there already.
 */
export function stagingFolder(root: string): string | undefined {
  const version = bundledVersion();
  removeAbandoned(root, version);
  if (unpackedProblem(bundledFolder(root, version)) === undefined) return undefined;
  return mkdtempSync(path.join(root, `.ocpi-chromium-${version}-${process.pid}-`));
}

/**
 * The unpacking process's work, once the temporary folder of its process is `staging`:
 * @sparticuz/chromium's executablePath unpacks there; the fonts' configuration is pointed at the
 * final folder, the record of every file and its size written last, and the folder renamed into
 * place. A folder in the way that is not whole is moved aside and removed.
 */
export async function unpackInto(
  root: string,
  bin: string | undefined,
  staging: string,
): Promise<void> {
  const version = bundledVersion();
  const folder = bundledFolder(root, version);
  try {
    const { default: chromium } = await import('@sparticuz/chromium');
    const binary = await chromium.executablePath(bin);
    if (binary !== path.join(staging, 'chromium')) {
      throw new Error(`@sparticuz/chromium unpacked to ${binary}, not into ${staging} as asked.`);
    }
    pointFontsAt(staging, folder);
    writeFileSync(path.join(staging, UNPACKED_RECORD), JSON.stringify(recordOf(staging, version)));
    const problem = unpackedProblem(staging);
    if (problem) throw new Error(`The unpack did not check out: ${problem}.`);
    // mkdtemp made it the owner's alone; the browser is for whoever runs the tests here.
    chmodSync(staging, 0o755);
    moveIntoPlace(staging, folder);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Renames the staging folder to `folder`, unless another unpack put a whole one there first. */
function moveIntoPlace(staging: string, folder: string): void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      renameSync(staging, folder);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    }
    if (unpackedProblem(folder) === undefined) return;
    const aside = `${folder}.broken-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      renameSync(folder, aside);
    } catch {
      // Another unpack moved it first.
    }
    rmSync(aside, { recursive: true, force: true });
  }
  if (unpackedProblem(folder) !== undefined) {
    throw new Error(`${folder} could not be replaced by a whole unpack.`);
  }
}

/** Removes staging and broken folders of this version left by unpacking processes that are gone. */
function removeAbandoned(root: string, version: string): void {
  const prefixes = [`.ocpi-chromium-${version}-`, `ocpi-chromium-${version}.broken-`];
  for (const name of readdirSync(root)) {
    const prefix = prefixes.find((start) => name.startsWith(start));
    if (prefix === undefined) continue;
    const pid = Number.parseInt(name.slice(prefix.length), 10);
    if (!Number.isInteger(pid) || alive(pid)) continue;
    rmSync(path.join(root, name), { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Every file under `folder` with its size, and the binary's digest. */
function recordOf(folder: string, version: string): UnpackedRecord {
  const files: Record<string, number> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files[path.relative(folder, full)] = statSync(full).size;
    }
  };
  walk(folder);
  const chromiumSha256 = createHash('sha256')
    .update(readFileSync(path.join(folder, 'chromium')))
    .digest('hex');
  return { version, files, chromiumSha256 };
}

/**
 * The package's fontconfig file names the fixed /tmp/fonts it unpacks to; this folder's fonts are
 * elsewhere, so the file is written again naming them (and a cache beside them).
 */
function pointFontsAt(staging: string, folder: string): void {
  const conf = path.join(staging, 'fonts', 'fonts.conf');
  if (!existsSync(conf)) return;
  const xml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
  writeFileSync(
    conf,
    [
      '<?xml version="1.0" ?>',
      '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
      '<fontconfig>',
      `  <dir>${xml(path.join(folder, 'fonts'))}</dir>`,
      `  <cachedir>${xml(path.join(folder, 'fonts-cache'))}</cachedir>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
}

function statOf(file: string): { size: number; mode: number } | undefined {
  try {
    const found = statSync(file);
    return found.isFile() ? { size: found.size, mode: found.mode } : undefined;
  } catch {
    return undefined;
  }
}

function bytes(count: number): string {
  return `${count.toLocaleString('en-US')} bytes`;
}

/**
 * Chromium's switches, the same whichever binary was chosen. @sparticuz/chromium's own list is
 * made for AWS Lambda and is not used: it turns off web security and site isolation, which the
 * tests hold the report's policy under as a reviewer's browser enforces them, and it runs
 * --single-process, which Lambda needs and a machine with processes to spare does not (the page
 * then runs in the browser's own process: a renderer that dies takes the browser with it),
 * and which does not help the time budget either: measured on 2 cores, the 50,000-check page opens,
 * lists and filters in about 0.5 s with or without it, against the 3 s target (bench/html-open.mjs).
 */
export function chromiumArgs(choice: ChromiumChoice, asRoot = process.getuid?.() === 0): string[] {
  return [
    // Chromium's sandbox refuses to run as root (containers, CI images); the bundled shell ships
    // no setuid sandbox helper to run it otherwise.
    ...(asRoot || choice.source === '@sparticuz/chromium' ? ['--no-sandbox'] : []),
    '--disable-gpu',
    // Docker's /dev/shm is 64 MB: the 50,000-check page outgrows it.
    '--disable-dev-shm-usage',
  ];
}

/**
 * Launches Chromium headless: `choice`, or the one chooseChromium picks. An error names the binary,
 * what is wrong with the file when something is, and what to do.
 */
export async function launchChromium(
  choice?: ChromiumChoice,
): Promise<{ browser: Browser; choice: ChromiumChoice }> {
  const chosen = choice ?? (await chooseChromium());
  try {
    const browser = await puppeteer.launch({
      executablePath: chosen.executablePath,
      headless: chosen.headless,
      args: chromiumArgs(chosen),
      env: chosen.env ? { ...process.env, ...chosen.env } : process.env,
    });
    return { browser, choice: chosen };
  } catch (error) {
    throw new Error(notStarted(chosen, error));
  }
}

const SKIP_WORDS = 'SKIP_BROWSER_TESTS=1 skips the browser tests.';

/** Why a chosen binary did not start, as far as its file tells, and what to do. */
export function notStarted(choice: ChromiumChoice, error: unknown): string {
  const file = choice.executablePath;
  const from = choice.source === 'system' ? 'found on this system' : `from ${choice.source}`;
  const said = (error instanceof Error ? error.message : String(error)).trim().replace(/\.$/, '');
  const head = `Chromium ${file} (${from}) did not start`;
  const wrong = fileProblem(choice);
  if (wrong === undefined) {
    return `${head}: ${said}. ${wholeFile(choice)}, so the file is not the cause: the launch's own words above say what stopped it (its exit code and Chromium's output, such as a missing system library). Set CHROMIUM_PATH to a Chromium or Chrome binary that starts; ${SKIP_WORDS}`;
  }
  const fix = choice.folder
    ? `Remove ${choice.folder}: the next run unpacks the browser again.`
    : choice.source === 'CHROMIUM_PATH'
      ? 'Set CHROMIUM_PATH to a Chromium or Chrome binary that starts, or unset it.'
      : 'Reinstall it, or set CHROMIUM_PATH to a Chromium or Chrome binary that starts.';
  return `${head}: ${wrong}. ${fix} ${SKIP_WORDS} (The launch said: ${said}.)`;
}

/** What is wrong with the chosen binary's file, in words naming it, or undefined. */
function fileProblem(choice: ChromiumChoice): string | undefined {
  const file = choice.executablePath;
  const found = statOf(file);
  if (!found) return `${file} does not exist or is not a file`;
  if (choice.folder) {
    const problem = unpackedProblem(choice.folder);
    if (problem) return problem;
    const record = JSON.parse(
      readFileSync(path.join(choice.folder, UNPACKED_RECORD), 'utf8'),
    ) as UnpackedRecord;
    const digest = createHash('sha256').update(readFileSync(file)).digest('hex');
    if (digest !== record.chromiumSha256) {
      return `${file}'s content is not what the unpack wrote (its SHA-256 is ${digest}, the unpack's was ${record.chromiumSha256})`;
    }
  }
  if ((found.mode & 0o111) === 0) {
    return `${file} is not executable (mode ${(found.mode & 0o777).toString(8)})`;
  }
  if (kindOf(file) === undefined) {
    return `${file} is ${bytes(found.size)} that begin with neither an ELF nor a Mach-O header nor "#!": it is not a program`;
  }
  return undefined;
}

/** The facts of a file found whole. */
function wholeFile(choice: ChromiumChoice): string {
  const file = choice.executablePath;
  const size = statOf(file)?.size ?? 0;
  const unpacked = choice.folder
    ? `, as unpacked (size and SHA-256 as recorded in ${path.join(choice.folder, UNPACKED_RECORD)})`
    : '';
  return `${file} is ${bytes(size)}, executable, ${kindOf(file)}${unpacked}`;
}

/** What a program file begins with: an ELF or Mach-O binary, or a script. */
function kindOf(file: string): string | undefined {
  const head = Buffer.alloc(4);
  let read = 0;
  try {
    const fd = openSync(file, 'r');
    try {
      read = readSync(fd, head, 0, 4, 0);
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
  const magic = head.subarray(0, read);
  if (magic.equals(Buffer.from([0x7f, 0x45, 0x4c, 0x46]))) return 'an ELF binary';
  const macho = ['feedface', 'feedfacf', 'cefaedfe', 'cffaedfe', 'cafebabe'];
  if (macho.includes(magic.toString('hex'))) return 'a Mach-O binary';
  if (magic.subarray(0, 2).toString('latin1') === '#!') return 'a script';
  return undefined;
}
