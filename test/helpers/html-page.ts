/**
 * What the browser tests of the HTML report do to a page: read the list, wait for it to be drawn
 * again, search, wait for a paint. Shared by test/html-report-browser.test.ts and
 * test/html-report-large.test.ts.
 */
import type { Page } from 'puppeteer-core';

// The callbacks given to page.evaluate run in the page (see html-report-browser.test.ts).
// biome-ignore lint/suspicious/noExplicitAny: page objects are checked by the browser, not by tsc
declare const document: any;
declare function requestAnimationFrame(callback: () => void): number;

export const rowIds = (page: Page, selector = '#checks details') =>
  page.$$eval(`${selector} > summary code.id`, (codes) => codes.map((c) => c.textContent));

export const status = (page: Page) => page.$eval('#list-status', (p) => p.textContent);

/**
 * Runs `action` (a click, a search) and waits until the list is drawn again: the status line
 * is blanked first, and the page's script writes it each time it draws the list.
 */
export async function redrawn(page: Page, action: () => Promise<unknown>): Promise<void> {
  await page.$eval('#list-status', (line) => {
    line.textContent = '';
  });
  await action();
  await page.waitForFunction(() => document.querySelector('#list-status')?.textContent !== '');
}

/** Searches as a user types, in one input event. */
export const search = (page: Page, text: string) =>
  redrawn(page, () =>
    page.$eval(
      '#f-search',
      (field, value) => {
        (field as unknown as { value: string }).value = value;
        field.dispatchEvent(new Event('input'));
      },
      text,
    ),
  );

/** Resolves after the browser has painted the current state: the frame after the next one. */
export function painted(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}
