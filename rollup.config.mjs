import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
/** Budget of the script-tag bundle, gzip (the required stack alone is about 95 KB). */
const IIFE_BUDGET_KB = 115;

const constants = () =>
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify('production'), __VERSION__: JSON.stringify(pkg.version) },
  });

/** Prints the gzip size of each file written, and fails the build when the script-tag bundle passes its budget. */
function sizes(budgetKb) {
  return {
    name: 'sizes',
    writeBundle(options, bundle) {
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const raw = Buffer.byteLength(chunk.code);
        const gzip = gzipSync(chunk.code, { level: 9 }).length;
        console.log(`[QuoteWizard] ${file}: ${(raw / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzip${budgetKb ? ` (budget ${budgetKb} KB)` : ''}`);
        if (budgetKb && gzip / 1024 > budgetKb) this.error(`${file} is ${(gzip / 1024).toFixed(1)} KB gzip, over its ${budgetKb} KB budget`);
      }
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

const LODASH_LITE = fileURLToPath(new URL('./src/vendor/lodash-lite.ts', import.meta.url));
const LODASH_HELPERS = ['clone', 'cloneDeep', 'toPath', 'isPlainObject'];
const FORMIK_HELPERS = fileURLToPath(new URL('./src/vendor/formik-helpers-lite.ts', import.meta.url));
const HELPER_MODULES = { 'react-fast-compare': 'isEqual', deepmerge: 'deepmerge' };
const TINY_CASE_LITE = fileURLToPath(new URL('./src/vendor/tiny-case-lite.ts', import.meta.url));
const TOPOSORT_LITE = fileURLToPath(new URL('./src/vendor/toposort-lite.ts', import.meta.url));

/**
 * Lighter stand-ins for what Formik and yup pull in, script-tag bundle only (about 5 KB gzip in all):
 * - hoist-non-react-statics (and react-is) serve only its connect() HOC, which the widget never uses;
 * - its four lodash-es helpers go to src/vendor/lodash-lite.ts, react-fast-compare and deepmerge to
 *   src/vendor/formik-helpers-lite.ts (both tested against the real packages in test/unit/vendor);
 * - yup's tiny-case, used only by key transforms the widget never calls, goes to src/vendor/tiny-case-lite.ts,
 *   and its toposort to src/vendor/toposort-lite.ts.
 */
const lighterDeps = () => ({
  name: 'lighter-deps',
  resolveId(id) {
    if (id === 'hoist-non-react-statics') return '\0hoist-statics';
    if (id in HELPER_MODULES) return `\0formik-helper:${HELPER_MODULES[id]}`;
    if (id === 'tiny-case') return TINY_CASE_LITE;
    if (id === 'toposort') return TOPOSORT_LITE;
    const helper = /^lodash-es\/(\w+)(\.js)?$/.exec(id)?.[1];
    return LODASH_HELPERS.includes(helper) ? `\0lodash-lite:${helper}` : null;
  },
  load(id) {
    if (id === '\0hoist-statics') return 'export default (target) => target;';
    if (id.startsWith('\0formik-helper:')) return `export { ${id.slice('\0formik-helper:'.length)} as default } from ${JSON.stringify(FORMIK_HELPERS)};`;
    if (id.startsWith('\0lodash-lite:')) return `export { ${id.slice('\0lodash-lite:'.length)} as default } from ${JSON.stringify(LODASH_LITE)};`;
    return null;
  },
});

/** "use client" directives mean nothing in a bundle: not worth a warning on every build. */
const onwarn = (warning, warn) => {
  if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
};

// filterRoot: the plugin resolves `include` against rootDir otherwise, and the ESM build sets rootDir to src/.
const ts = (extra = {}) =>
  typescript({ tsconfig: './tsconfig.json', include: ['src/**/*'], exclude: ['test/**/*'], filterRoot: fileURLToPath(new URL('.', import.meta.url)), noEmit: false, ...extra });
const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id) => externals.some((name) => id === name || id.startsWith(`${name}/`));

export default [
  {
    input: 'src/index.ts',
    output: { file: 'dist/quote-wizard.mjs', format: 'es', sourcemap: true },
    external: isExternal,
    onwarn,
    plugins: [constants(), cssString(), ts({ declaration: true, declarationDir: 'dist/types', rootDir: 'src' }), sizes()],
  },
  {
    input: 'src/server.ts',
    output: { file: 'dist/server.mjs', format: 'es' },
    external: isExternal,
    plugins: [constants(), ts()],
  },
  // Last: its size budget stops the build only after the other files are written.
  {
    input: 'src/browser.ts',
    output: { file: 'dist/quote-wizard.js', format: 'iife', inlineDynamicImports: true, sourcemap: true },
    onwarn,
    plugins: [constants(), cssString(), lighterDeps(), nodeResolve({ browser: true }), commonjs(), ts(), terser({ ecma: 2020, toplevel: true, compress: { passes: 3, pure_getters: true, unsafe_arrows: true, unsafe_methods: true }, format: { comments: false } }), sizes(IIFE_BUDGET_KB)],
  },
];
