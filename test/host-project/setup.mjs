// Packs the package as npm would publish it, and installs the tarball into a temporary host folder beside the
// fixtures (the Vite app, the Jest project, the type consumers, the server component), from npm's cache where it
// can. Tools (vite, tsc, jest) run from the repository's node_modules; what a host's code imports (quote-wizard,
// react, react-dom, their types) comes from the temporary folder only.
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURES = fileURLToPath(new URL('.', import.meta.url));
const BIN = join(ROOT, 'node_modules', '.bin');

/** Runs a command, returning its output; on failure the error carries both streams. */
export function run(command, args, options = {}) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024, ...options });
  } catch (error) {
    throw new Error(`[QuoteWizard] ${command} ${args.join(' ')} failed (${error.status}):\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
  }
}

/** A tool of the repository's node_modules/.bin, run in `cwd`. */
export const tool = (name, args, options = {}) => run(join(BIN, name), args, options);

/** `tool` without waiting: resolves with null when it succeeds, with the error (both streams) when it fails. */
export function toolInBackground(name, args, options = {}) {
  return new Promise((resolve) => {
    execFile(join(BIN, name), args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options }, (error, stdout, stderr) => {
      resolve(error ? new Error(`[QuoteWizard] ${name} ${args.join(' ')} failed (${error.code}):\n${stdout}\n${stderr}`) : null);
    });
  });
}

/** The packed tarball and a host folder with it installed. `dispose()` removes the folder. */
export function installHost() {
  const host = mkdtempSync(join(tmpdir(), 'quote-wizard-host-'));
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', host], { cwd: ROOT }));
  const tarball = join(host, 'quote-wizard.tgz');
  renameSync(join(host, packed[0].filename), tarball);
  for (const entry of readdirSync(FIXTURES)) {
    if (!entry.endsWith('.mjs')) cpSync(join(FIXTURES, entry), join(host, entry), { recursive: true });
  }
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock'], { cwd: host });
  return { host, tarball, files: packed[0].files.map((file) => file.path), dispose: () => rmSync(host, { recursive: true, force: true }) };
}
