// Builds the two floors into a temporary folder at bench time: the bare React one from the project's own react
// and react-dom, for production and minified with the project's rollup plugins, so it follows every upgrade.
// Beside them, the widget's libraries alone, bundled the same way, for their weight.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { gzipSync } from 'node:zlib';
import { COMMONJS_OPTIONS, FIRST_PART, TERSER_OPTIONS } from '../../../src/build/browser-bundling.mjs';
import { classicScripts } from '../../../src/build/classic-scripts.mjs';

const source = (file) => fileURLToPath(new URL(file, import.meta.url));

/**
 * Bundles `input` (beside this file) into `file` as the widget's script-tag file is bundled: React in a first part
 * of its own, the rest after it. The floors load nothing later: all of their code is in that one file.
 */
async function bundleLike(input, file, what) {
  const bundle = await rollup({
    input: source(input),
    // A dependency's "use client" means nothing inside a bundle, as in the widget's own build.
    onwarn: (warning) => warning.code === 'MODULE_LEVEL_DIRECTIVE' || console.warn(`[QuoteWizard] ${what}: ${warning.message}`),
    plugins: [
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true }),
      commonjs(COMMONJS_OPTIONS),
      classicScripts({ entryFileName: basename(file), minify: terser(TERSER_OPTIONS) }),
    ],
  });
  await bundle.write({ dir: dirname(file), format: 'es', entryFileNames: basename(file), manualChunks: (id) => (FIRST_PART.test.test(id) ? FIRST_PART.name : undefined) });
  await bundle.close();
}

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Writes bare-react.js, static.js and libraries.js; returns { dir, bareReactGzip, librariesGzip (bytes), remove() }. */
export async function buildFloors() {
  const dir = mkdtempSync(join(tmpdir(), 'qw-bench-'));
  try {
    await bundleLike('./bare-react.mjs', join(dir, 'bare-react.js'), 'bare React floor');
    await bundleLike('./libraries.mjs', join(dir, 'libraries.js'), 'libraries alone');
    copyFileSync(source('./static.js'), join(dir, 'static.js'));
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    dir,
    bareReactGzip: gzipSize(join(dir, 'bare-react.js')),
    librariesGzip: gzipSize(join(dir, 'libraries.js')),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
