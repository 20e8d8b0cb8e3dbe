// One Chromium per describe block, and pages that fail the test they ran in on any uncaught error or crash.
// Checking is not left to each test: the widget must never throw where the host page sees it, and a test that
// forgot to look would let it. Tests that provoke errors on purpose (hostile HTML, broken configurations) expect
// console lines, never uncaught errors, so they are held to the same rule.
import { after, afterEach, before } from 'node:test';
import { launchBrowser, newPage, onWidgetHiddenRendering } from './browser.mjs';

/** Resolves once the page has run the tasks already queued, so that their errors have reached the test. */
const drain = (page) =>
  page.evaluate(
    () =>
      new Promise((done) => {
        // A message, not a timer or an animation frame: a fake clock cannot hold it back. The port is closed so
        // that tests counting the page's listeners do not count it.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          done();
        };
        channel.port2.postMessage(null);
      }),
  );

/**
 * Call at the top of a describe(): launches Chromium (with `launchOptions` for launchBrowser) before its tests and
 * closes it after them. `open(url, options)` gives { context, page, consoleLines } (context options such as
 * viewport or reducedMotion; no url: nothing loaded yet). After each test, and after the block, any uncaught error or crash of a page opened so far
 * (or of another page of its context) fails it, and so does the widget making the first page render hidden
 * content; the stacks of the latter are also in `widgetHiddenRenderings`, for a test that says when they came.
 * `openUnchecked` is the same without the check, for the one kind of page that holds no widget and runs
 * hostile code on purpose, where an error is the code being refused.
 */
export function useBrowser(launchOptions) {
  let browser;
  const pages = new Set();
  const seen = new WeakSet();
  const problems = [];

  const watch = (page) => {
    if (seen.has(page)) return;
    seen.add(page);
    pages.add(page);
    page.on('pageerror', (error) => problems.push(`uncaught error on ${page.url()}: ${error.stack ?? error}`));
    page.on('crash', () => problems.push(`page crashed: ${page.url()}`));
    page.on('close', () => pages.delete(page));
  };

  const check = async () => {
    // A page that crashed or went away meanwhile has nothing left to run.
    await Promise.all(Array.from(pages, (page) => drain(page).catch(() => undefined)));
    const found = problems.splice(0);
    if (found.length > 0) throw new Error(`[QuoteWizard] ${found.length} problem(s) of the page:\n${found.join('\n')}`);
  };

  before(async () => {
    browser = await launchBrowser(launchOptions);
  });
  afterEach(check);
  after(async () => {
    try {
      await check();
    } finally {
      await browser?.close();
    }
  });

  const open = async (url, options, checked) => {
    const opened = await newPage(browser, options);
    if (checked) {
      watch(opened.page);
      opened.context.on('page', watch);
      // Rendering the hidden search would undo what keeping it hidden saves, for a long list most of all.
      opened.widgetHiddenRenderings = [];
      await onWidgetHiddenRendering(opened.context, opened.page, (stack) => {
        opened.widgetHiddenRenderings.push(stack);
        problems.push(`the widget made the browser render hidden content on ${opened.page.url()}: ${stack}`);
      });
    }
    if (url) await opened.page.goto(url);
    return opened;
  };
  return {
    open: (url, options) => open(url, options, true),
    openUnchecked: (url, options) => open(url, options, false),
  };
}
