// The bench's command line: a mistyped option is named with the way to write them, never a stack trace.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { it } from 'node:test';

const RUN = fileURLToPath(new URL('./run.mjs', import.meta.url));
const USAGE = '[QuoteWizard] bench: npm run bench -- [--sizes 32,1000,5000] [--runs 3] [--smoke]';
const bench = (...args) => spawnSync(process.execPath, [RUN, ...args], { encoding: 'utf8' });

it('prints how it is run when asked, and does nothing else', () => {
  const { status, stdout, stderr } = bench('--help');
  assert.equal(status, 0);
  assert.equal(stdout.trim(), USAGE);
  assert.equal(stderr, '');
});

for (const [args, problem] of [
  [['--size', '32'], "[QuoteWizard] bench: Unknown option '--size'"],
  [['--sizes'], "[QuoteWizard] bench: Option '--sizes <value>' argument missing"],
  [['--runs', 'three'], '[QuoteWizard] bench: --sizes takes whole numbers (32,1000), --runs a whole number'],
  [['--sizes', '32,mille'], '[QuoteWizard] bench: --sizes takes whole numbers (32,1000), --runs a whole number'],
]) {
  it(`says what is wrong with ${args.join(' ')}, and how the options are written`, () => {
    const { status, stdout, stderr } = bench(...args);
    assert.equal(status, 2);
    assert.equal(stdout, '');
    const lines = stderr.trim().split('\n');
    assert.ok(lines[0].startsWith(problem), stderr);
    assert.equal(lines.at(-1), USAGE);
    assert.ok(lines.every((line) => line.startsWith('[QuoteWizard] ')), stderr);
  });
}
