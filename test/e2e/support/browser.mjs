import { chromium } from 'playwright-core';
import { existsSync } from 'node:fs';

/** Debian's Chromium; CHROMIUM_PATH points elsewhere. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless Chromium with the flags this closed network needs (no background connections). Playwright turns the
 * back/forward cache off; `backForwardCache` leaves it on, as a visitor's browser has it.
 */
export async function launchBrowser({ backForwardCache = false } = {}) {
  if (!existsSync(CHROMIUM)) throw new Error(`[QuoteWizard] no Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    ...(backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * Chromium's own line when layout is asked for inside what `content-visibility: hidden` skips: the search step
 * on later steps. The tests' role queries and snapshots read every element, the hidden step's too; the widget
 * itself never does (hidden-search.test.mjs goes through the steps without such queries and hears none).
 */
export const INSPECTED_HIDDEN = 'Rendering was performed in a subtree hidden by content-visibility.';

/** The widget's script-tag files, as their URLs end. */
const WIDGET_FILE = /\/quote-wizard[\w.-]*\.js$/;

/**
 * Calls `found(stack)` each time the widget's own code makes Chromium render inside content hidden by
 * content-visibility (the search, kept hidden on the later steps): DevTools' log gives the stack that caused it.
 * The tests' own role queries and axe read hidden content too; only a stack through the widget's files counts.
 */
export async function onWidgetHiddenRendering(context, page, found) {
  const devtools = await context.newCDPSession(page);
  await devtools.send('Log.enable');
  devtools.on('Log.entryAdded', ({ entry }) => {
    const frames = entry.stackTrace?.callFrames ?? [];
    if (!entry.text.startsWith(INSPECTED_HIDDEN) || !frames.some((frame) => WIDGET_FILE.test(frame.url))) return;
    found(frames.slice(0, 4).map((frame) => `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}:${frame.columnNumber}`).join(' < '));
  });
}

/** A French desktop page in a context of its own that keeps its console for assertions; nothing loaded yet. */
export async function newPage(browser, options = {}) {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  // Generous: a loaded two-core CI machine is slow, and a wait that succeeds returns at once anyway.
  page.setDefaultTimeout(15000);
  const consoleLines = [];
  page.on('console', (message) => {
    if (message.type() === 'verbose' && message.text().startsWith(INSPECTED_HIDDEN)) return;
    // For a « Failed to load resource », the location is the resource's address, not the page's.
    consoleLines.push({ type: message.type(), text: message.text(), url: message.location().url });
  });
  return { context, page, consoleLines };
}

/**
 * The errors and warnings of `consoleLines` (from newPage) that are not the widget's own. The browser's « Failed to
 * load resource » is one of them too, unless `onPurpose(url)` says that the test made that very resource fail (an
 * API answering with an error, a picture whose address is hostile text): a widget file or an API call that fails
 * by accident is never passed over.
 */
export function notTheWidgets(consoleLines, onPurpose = () => false) {
  return consoleLines.filter(
    (line) => (line.type === 'error' || line.type === 'warning') && !line.text.startsWith('[QuoteWizard]') && !(line.text.startsWith('Failed to load resource') && onPurpose(line.url)),
  );
}

/**
 * A page for scripts outside the test runner (screenshots, the benchmark), with its uncaught errors listed.
 * Tests open pages through useBrowser() instead, which fails them on any such error without being asked.
 */
export async function openPage(browser, url, options = {}) {
  const opened = await newPage(browser, options);
  const pageErrors = [];
  opened.page.on('pageerror', (error) => pageErrors.push(error));
  if (url) await opened.page.goto(url);
  return { ...opened, pageErrors };
}

/** The widget's shadow root content, as text (innerText of a shadow host is empty); `host` is its container. */
export async function widgetText(page, host = '[data-quote-wizard]') {
  return page.locator(host).first().evaluate((element) => Array.from(element.querySelector('quote-wizard-root')?.shadowRoot?.children ?? [], (child) => child.innerText ?? '').join('\n'));
}
