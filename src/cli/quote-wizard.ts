import { readFileSync } from 'node:fs';
import { i18n } from './checker-i18n';
import { log } from '../services/log';
import { checkDocument, jsonPage } from './check-document';

/**
 * jsdom reads the page as a browser would, but it weighs more than the rest of the package's dependencies
 * together: it is an optional peer, so that a project installing the widget does not get it for the checker
 * alone. Undefined when it is not installed.
 */
async function loadJsdom(): Promise<typeof import('jsdom') | undefined> {
  try {
    return await import('jsdom');
  } catch (error) {
    // Only its absence: a jsdom that fails for another reason says so itself.
    if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' && /'jsdom'/.test((error as Error).message)) return undefined;
    throw error;
  }
}

/**
 * `quote-wizard check FILE`: what the widget would say about a page (HTML) or a configuration (JSON), before it
 * goes online. Exits 1 when a widget could not start, 2 when the command itself is wrong or cannot run.
 */
async function main(args: string[]): Promise<number> {
  const [command, file] = args;
  if (command !== 'check' || !file) {
    log.error(i18n._('config.check.usage'));
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    log.error(`${file}\u00a0: ${(error as Error).message}`);
    return 2;
  }
  const jsdom = await loadJsdom();
  if (!jsdom) {
    log.error(i18n._('config.check.needsJsdom', { file }));
    return 2;
  }
  const isJson = /\.json$/i.test(file);
  // The page's own scripts never run: only its markup is read.
  const { document } = new jsdom.JSDOM(isJson ? '' : text).window;
  const outcome = checkDocument(isJson ? jsonPage(document, text) : document);
  // The report is the command's output (stdout), whatever its level; its headings say which widgets cannot start.
  for (const line of outcome.lines) log.info(line.text);
  return outcome.failed ? 1 : 0;
}

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
