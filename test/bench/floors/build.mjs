// Builds the two floors into a temporary folder at bench time: the bare React one from the project's own react
// and react-dom, for production and minified with the project's rollup plugins, so it follows every upgrade.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { gzipSync } from 'node:zlib';
import { COMMONJS_OPTIONS, TERSER_OPTIONS } from '../../../src/build/browser-bundling.mjs';

const source = (file) => fileURLToPath(new URL(file, import.meta.url));

/** Writes bare-react.js and static.js; returns { dir, bareReactGzip (bytes), remove() }. */
export async function buildFloors() {
  const dir = mkdtempSync(join(tmpdir(), 'qw-bench-'));
  try {
    const bundle = await rollup({
      input: source('./bare-react.mjs'),
      onwarn: (warning) => console.warn(`[QuoteWizard] bare React floor: ${warning.message}`),
      plugins: [
        replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
        nodeResolve({ browser: true }),
        commonjs(COMMONJS_OPTIONS),
        terser({ ...TERSER_OPTIONS, toplevel: true }),
      ],
    });
    await bundle.write({ file: join(dir, 'bare-react.js'), format: 'iife' });
    await bundle.close();
    copyFileSync(source('./static.js'), join(dir, 'static.js'));
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    dir,
    bareReactGzip: gzipSync(readFileSync(join(dir, 'bare-react.js')), { level: 9 }).length,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
