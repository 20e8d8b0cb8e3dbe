import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { i18n } from '../i18n/i18n';
import { log } from '../services/log';
import { checkDocument, jsonPage } from './check-document';

/**
 * `quote-wizard check FILE`: what the widget would say about a page (HTML) or a configuration (JSON), before it
 * goes online. Exits 1 when a widget could not start, 2 when the command itself is wrong.
 */
function main(args: string[]): number {
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
  // The page's own scripts never run: only its markup is read.
  const { document } = new JSDOM(/\.json$/i.test(file) ? '' : text).window;
  const outcome = checkDocument(/\.json$/i.test(file) ? jsonPage(document, text) : document);
  // The report is the command's output (stdout), whatever its level; its headings say which widgets cannot start.
  for (const line of outcome.lines) log.info(line.text);
  return outcome.failed ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
