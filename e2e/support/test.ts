import { test as base, expect, type Page, type Response } from '@playwright/test';

export { expect, type Page, type Locator, type APIRequestContext, type BrowserContext } from '@playwright/test';

/**
 * Pages arrive server-rendered: visible and readable before their script has run. A user's click in
 * that moment is a plain link or form (a full page load); the tests act as someone who waits for the
 * page to come alive, which the shell marks with <html data-ready> once it has hydrated.
 */
async function untilReady(page: Page, response: Response | null): Promise<void> {
  const isSitePage = /text\/html/.test(response?.headers()['content-type'] ?? '') && !new URL(page.url()).pathname.startsWith('/design');
  if (isSitePage) await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/**
 * What a page wrote to its console as an error or a warning, or threw, during a test: a hydration
 * mismatch, a preload the page never used, a failed script. The answers a test provokes (a 404 page,
 * a 401, a refused upload) are the browser's "Failed to load resource" lines, not counted; a page the
 * test keeps blank has nothing of ours.
 */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !message.text().startsWith('Failed to load resource')) {
      problems.push(`${message.type()} on ${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => {
    if (page.url() !== 'about:blank') problems.push(`thrown on ${page.url()}: ${error.message}`);
  });
  return problems;
}

export const test = base.extend<{ consoleProblemsExpected: boolean }>({
  /** Set by a test that breaks a part of the site on purpose (a remote down, a release refused): its console is not checked. */
  consoleProblemsExpected: [false, { option: true }],
  page: async ({ page, javaScriptEnabled, consoleProblemsExpected }, provide) => {
    const problems = consoleProblems(page);
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args: Parameters<Page['goto']>) => {
        const response = await goto(...args);
        await untilReady(page, response);
        return response;
      };
      page.reload = async (...args: Parameters<Page['reload']>) => {
        const response = await reload(...args);
        await untilReady(page, response);
        return response;
      };
    }
    await provide(page);
    if (!consoleProblemsExpected) expect(problems, 'what the page wrote to its console').toEqual([]);
  },
});

/**
 * Waits until the page has drawn two frames, so that what just changed (a new size, the last answers)
 * has been laid out. Headless Chromium now and then draws no frame for a while (a CI run hung 25 s on
 * one), so the wait ends after `patience` ms in any case: a test that checks the layout then reads it
 * with `expect.poll` rather than once.
 */
export function afterTwoFrames(page: Page, patience = 1_000): Promise<unknown> {
  return page.evaluate(
    (ms) =>
      Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        new Promise((resolve) => setTimeout(resolve, ms)),
      ]),
    patience,
  );
}
