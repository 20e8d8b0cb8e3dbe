// Runs every browser journey (test/e2e/*.test.mjs) against the built bundle, one file at a time: each file
// starts its own Chromium, and two cores are not enough to run several side by side without flaking.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM } from './support/browser.mjs';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(HERE, '..', '..');

if (!existsSync(join(ROOT, 'dist', 'quote-wizard.js'))) {
  console.error('[QuoteWizard] dist/quote-wizard.js is missing: run `npm run build` first (npm test does).');
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`[QuoteWizard] no Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  process.exit(1);
}

// `npm run test:e2e -- keyboard` runs only the files whose name contains "keyboard".
const filters = process.argv.slice(2);
const files = readdirSync(HERE)
  .filter((name) => name.endsWith('.test.mjs'))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort()
  .map((name) => join(HERE, name));
if (files.length === 0) {
  console.error(`[QuoteWizard] no browser test matches ${filters.join(', ')}`);
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...files], { stdio: 'inherit', cwd: ROOT });
process.exit(result.status ?? 1);
