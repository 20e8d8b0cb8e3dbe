import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(dir, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }, 0);
}

/** Builds the widget when dist/ is missing or older than src/: the server imports its schema from there. */
export function buildIfNeeded(root) {
  const outputs = ['quote-wizard.js', 'server.mjs'].map((file) => join(root, 'dist', file));
  const stale = outputs.some((file) => !existsSync(file) || statSync(file).mtimeMs < newestMtime(join(root, 'src')));
  if (!stale) return;
  console.log('[QuoteWizard] building the widget (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the build failed');
}
