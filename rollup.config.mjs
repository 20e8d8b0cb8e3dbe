import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dts } from 'rollup-plugin-dts';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { COMMONJS_OPTIONS, libraryParts, TERSER_OPTIONS } from './src/build/browser-bundling.mjs';
import { classicScripts } from './src/build/classic-scripts.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
/**
 * Ceiling of the script-tag experience, gzip: quote-wizard.js and every part it loads, so that growth is a decision
 * and never an accident. React, React DOM, Formik, yup, Lingui, DOMPurify and supercluster alone take about 104 KB;
 * the widget's own code the rest. Each raise, with what it paid for and its size, is in test/bench/HISTORY.md
 * (« The size ceiling, raise by raise »).
 */
const BROWSER_BUDGET_KB = 149.6;

const constants = () =>
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify('production'), __VERSION__: JSON.stringify(pkg.version) },
  });

/** Prints the gzip size of each file written; with a budget, fails the build when all of them together pass it. */
function sizes(budgetKb) {
  return {
    name: 'sizes',
    writeBundle(options, bundle) {
      let total = 0;
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const gzip = gzipSync(chunk.code, { level: 9 }).length / 1024;
        total += gzip;
        console.log(`[QuoteWizard] ${file}: ${(Buffer.byteLength(chunk.code) / 1024).toFixed(1)} KB, ${gzip.toFixed(1)} KB gzip`);
        // The script tag's integrity attribute, from the bytes on disk (the source map comment included).
        if (budgetKb && chunk.isEntry) {
          const written = readFileSync(join(options.dir, file));
          console.log(`[QuoteWizard] ${file} integrity="sha384-${createHash('sha384').update(written).digest('base64')}"`);
        }
      }
      if (!budgetKb) return;
      console.log(`[QuoteWizard] script-tag files together: ${total.toFixed(1)} KB gzip (budget ${budgetKb} KB)`);
      if (total > budgetKb) this.error(`the script-tag files are ${total.toFixed(1)} KB gzip together, over their ${budgetKb} KB budget`);
    },
  };
}

/** Minifies CSS just enough for our own stylesheet: comments and the white space around punctuation. */
export function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

/** `import css from './x.css'` gives the minified CSS as a string. */
const cssString = () => ({
  name: 'css-string',
  transform(code, id) {
    if (id.endsWith('.css')) return { code: `export default ${JSON.stringify(minifyCss(code))};`, map: null };
  },
});

/** "use client" directives of dependencies mean nothing inside a bundle: not worth a warning on every build. */
const onwarn = (warning, warn) => {
  if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
};

/**
 * The package entry is a client boundary for React Server Components (Next.js App Router): its first line must be
 * the directive, which rollup would strip from the source, so it is written as a banner of the entry file only.
 */
const useClient = (chunk) => (chunk.isEntry ? "'use client';" : '');

// filterRoot: the plugin resolves `include` against rootDir otherwise.
const ts = (extra = {}) =>
  typescript({ tsconfig: './tsconfig.json', include: ['src/**/*'], exclude: ['test/**/*'], filterRoot: fileURLToPath(new URL('.', import.meta.url)), noEmit: false, ...extra });
const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id) => externals.some((name) => id === name || id.startsWith(`${name}/`));
/** ESM-only dependencies, which Node 20 cannot require(): the CommonJS entry carries them. */
const ESM_ONLY = /^(supercluster|kdbush)(\/|$)/;

/**
 * One declaration file per entry, so that no relative import inside needs an extension to resolve: `.d.mts` beside
 * the `.mjs` file for `import`, `.d.ts` beside the `.cjs` file for `require` and for older resolutions.
 */
const declarations = (input, name) => ({
  input,
  output: [
    { file: `dist/${name}.d.mts`, format: 'es' },
    { file: `dist/${name}.d.ts`, format: 'es' },
  ],
  external: isExternal,
  plugins: [dts({ tsconfig: './tsconfig.json', compilerOptions: { types: [] } })],
});

/**
 * CommonJS packages that only define things when loaded: rollup cannot tell, so it keeps them even when nothing
 * they export is used (Formik's connect() HOC is the only user of hoist-non-react-statics and react-is).
 */
const SIDE_EFFECT_FREE = /\/node_modules\/(hoist-non-react-statics|react-is|react-fast-compare|deepmerge|tiny-case|toposort|property-expr)\//;

const minify = () => terser(TERSER_OPTIONS);

export default [
  {
    input: 'src/index.ts',
    output: { dir: 'dist', format: 'es', entryFileNames: 'quote-wizard.mjs', chunkFileNames: 'quote-wizard.[name].[hash].mjs', sourcemap: true, banner: useClient },
    external: isExternal,
    onwarn,
    plugins: [constants(), cssString(), ts(), sizes()],
  },
  // For require() and for Jest with its default settings: one file, the ESM-only dependencies inside.
  {
    input: 'src/index.ts',
    output: { file: 'dist/quote-wizard.cjs', format: 'cjs', exports: 'named', inlineDynamicImports: true, sourcemap: true, banner: useClient },
    external: (id) => isExternal(id) && !ESM_ONLY.test(id),
    onwarn,
    plugins: [constants(), cssString(), nodeResolve(), ts()],
  },
  {
    input: 'src/server.ts',
    output: [
      { file: 'dist/server.mjs', format: 'es' },
      { file: 'dist/server.cjs', format: 'cjs', exports: 'named' },
    ],
    external: isExternal,
    plugins: [constants(), ts()],
  },
  declarations('src/index.ts', 'quote-wizard'),
  declarations('src/server.ts', 'server'),
  {
    input: 'src/browser-global.ts',
    output: { file: 'dist/browser.d.ts', format: 'es' },
    plugins: [dts({ tsconfig: './tsconfig.json', compilerOptions: { types: [] } })],
  },
  // The editors' checker (npx quote-wizard check FILE), run by Node: the widget's own configuration code.
  {
    input: 'src/cli/quote-wizard.ts',
    output: { file: 'dist/cli.mjs', format: 'es', banner: '#!/usr/bin/env node' },
    external: (id) => isExternal(id) || id.startsWith('node:'),
    plugins: [constants(), ts()],
  },
  // Last: its size budget stops the build only after the other files are written.
  {
    input: 'src/browser.ts',
    output: { dir: 'dist', format: 'es', entryFileNames: 'quote-wizard.js', chunkFileNames: 'quote-wizard.[name].[hash].js', manualChunks: libraryParts(), sourcemap: true },
    // The parts import what they share with step 0 from the entry itself, not from a chunk of its own.
    preserveEntrySignatures: 'allow-extension',
    treeshake: { moduleSideEffects: (id) => !SIDE_EFFECT_FREE.test(id) },
    onwarn,
    plugins: [constants(), cssString(), nodeResolve({ browser: true }), commonjs(COMMONJS_OPTIONS), ts(), classicScripts({ entryFileName: 'quote-wizard.js', minify: minify() }), sizes(BROWSER_BUDGET_KB)],
  },
];
