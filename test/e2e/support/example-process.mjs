import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../../../examples/server.mjs', import.meta.url));

/**
 * The example server as `npm start` runs it, in a child process on a free port with the given database and no rate
 * limit, serving dist/ as the test run found it. Resolves once it printed its address. `waitForLine(pattern)`
 * resolves with the first output line that matches (printed before or after the call); `exited` resolves with
 * { code, signal }.
 */
export async function spawnExample(dbFile, env = {}) {
  const child = spawn(process.execPath, [SERVER], { env: { ...process.env, PORT: '0', QW_DB: dbFile, QW_RATE_LIMIT: 'off', QW_BUILD: 'off', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  const watchers = new Set();
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  createInterface({ input: child.stdout }).on('line', (line) => {
    lines.push(line);
    for (const watcher of watchers) watcher(line);
  });

  const waitForLine = (pattern) =>
    new Promise((resolve, reject) => {
      const seen = lines.find((line) => pattern.test(line));
      if (seen) return resolve(seen);
      const watcher = (line) => {
        if (!pattern.test(line)) return;
        watchers.delete(watcher);
        resolve(line);
      };
      watchers.add(watcher);
      exited.then(({ code, signal }) => reject(new Error(`the server exited (${code ?? signal}) before printing ${pattern}: ${stderr}`)));
    });

  const started = await waitForLine(/example page on http:\/\/\S+\//);
  const url = started.match(/(http:\/\/[^/\s]+)\//)[1].replace('localhost', '127.0.0.1');
  return { url, child, exited, waitForLine, stderr: () => stderr };
}
