/**
 * The Chromium that the HTML report's browser tests and scripts/screenshots.mjs drive, found the
 * same way for both, so that `npm ci && npm test` needs no browser installed beforehand:
 * 1. the binary CHROMIUM_PATH names, when it is set;
 * 2. else a system Chromium or Chrome at one of SYSTEM_CHROMIUMS (Linux packages, macOS apps);
 * 3. else the headless shell of @sparticuz/chromium, a devDependency that carries the binary in
 *    its npm tarball: `npm ci` brings it, and its first use unpacks it into the temporary folder
 *    (about 1.5 s, kept there for the next run).
 *
 * Written in erasable TypeScript only: vitest loads it, and scripts/screenshots.mjs imports it
 * with plain `node` (Node 24 strips the types).
 */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
}

/**
 * The browser to launch, by the order above. A CHROMIUM_PATH naming no file is an error (the user
 * asked for that binary); so is a @sparticuz/chromium that cannot unpack, with what to do.
 */
export async function chooseChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (file: string) => boolean = existsSync,
  platform = `${process.platform}-${process.arch}`,
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
  return bundledChromium(env, exists, none);
}

async function bundledChromium(
  env: NodeJS.ProcessEnv,
  exists: (file: string) => boolean,
  none: string,
): Promise<ChromiumChoice> {
  let executablePath: string;
  try {
    const { default: chromium } = await import('@sparticuz/chromium');
    executablePath = await chromium.executablePath();
  } catch (error) {
    throw new Error(
      `${none}, and the one npm ci installs (@sparticuz/chromium) could not be unpacked into ${tmpdir()}: ${error instanceof Error ? error.message : String(error)}. Run npm ci, free space in ${tmpdir()} (the browser takes about 200 MB there), or set CHROMIUM_PATH to a Chromium or Chrome binary. SKIP_BROWSER_TESTS=1 skips the browser tests.`,
    );
  }
  // The package unpacks its fonts beside the binary; a machine without fontconfig's own
  // configuration would otherwise draw text with no font at all.
  const fonts = path.join(tmpdir(), 'fonts');
  const fontconfig =
    !env.FONTCONFIG_PATH && !exists('/etc/fonts/fonts.conf') && exists(fonts)
      ? { FONTCONFIG_PATH: fonts }
      : undefined;
  return { executablePath, source: '@sparticuz/chromium', headless: 'shell', env: fontconfig };
}

/**
 * Chromium's switches, the same whichever binary was chosen. @sparticuz/chromium's own list is
 * made for AWS Lambda and is not used: it turns off web security and site isolation, which the
 * tests hold the report's policy under as a reviewer's browser enforces them, and it runs
 * --single-process, which Lambda needs and a machine with processes to spare does not (the page
 * then runs in the browser's own process: a renderer that dies takes the browser with it),
 * and which does not help the time budget either: measured on 2 cores, the 50,000-check page opens,
 * lists and filters in about 0.5 s with or without it, against the 3 s budget.
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

/** Launches the chosen Chromium headless; errors say which binary failed and what to do. */
export async function launchChromium(): Promise<{ browser: Browser; choice: ChromiumChoice }> {
  const choice = await chooseChromium();
  try {
    const browser = await puppeteer.launch({
      executablePath: choice.executablePath,
      headless: choice.headless,
      args: chromiumArgs(choice),
      env: choice.env ? { ...process.env, ...choice.env } : process.env,
    });
    return { browser, choice };
  } catch (error) {
    throw new Error(
      `Chromium ${choice.executablePath} (${choice.source === 'system' ? 'found on this system' : `from ${choice.source}`}) did not start: ${error instanceof Error ? error.message : String(error)}. Set CHROMIUM_PATH to a Chromium or Chrome binary that starts; SKIP_BROWSER_TESTS=1 skips the browser tests.`,
    );
  }
}
