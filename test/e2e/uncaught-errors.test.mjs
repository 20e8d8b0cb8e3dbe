// Every browser test fails on an uncaught page error or a crash without asking: this runs a file of tests whose
// pages throw (fixtures/pages-that-throw.mjs) in a child test runner and checks which of them failed, and why.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const FIXTURE = fileURLToPath(new URL('./fixtures/pages-that-throw.mjs', import.meta.url));

/** Runs the fixture and returns its exit code, the TAP verdict of each test and the whole output. */
function runFixture() {
  // Without this variable the child would report to this runner instead of running on its own.
  const { NODE_TEST_CONTEXT, ...env } = process.env;
  return new Promise((resolve) => {
    execFile(process.execPath, ['--test', '--test-reporter=tap', FIXTURE], { env, timeout: 120_000 }, (error, stdout) => {
      const verdicts = Object.fromEntries(Array.from(stdout.matchAll(/^ *(not ok|ok) \d+ - (.+)$/gm), ([, verdict, name]) => [name, verdict]));
      resolve({ code: error?.code ?? 0, verdicts, output: stdout });
    });
  });
}

describe('a page error fails the test it happened in', () => {
  it('fails exactly the tests whose pages threw or crashed, each with its error', { timeout: 150_000 }, async () => {
    const { code, verdicts, output } = await runFixture();
    assert.notEqual(code, 0, 'the child run must fail');
    const tests = Object.keys(verdicts).filter((name) => /^(fails|passes):/.test(name));
    assert.equal(tests.length, 7, output);
    for (const name of tests) assert.equal(verdicts[name], name.startsWith('fails:') ? 'not ok' : 'ok', `${name}\n${output}`);
    for (const message of ['boom-load', 'boom-rejection', 'boom-click', 'boom-shared', 'page crashed']) assert.match(output, new RegExp(message));
    assert.match(output, /problem\(s\) of the page:\n\s*uncaught error on/);
  });
});
