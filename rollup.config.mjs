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
 * the widget's own code the rest: the lead that survives its failures (error boundaries, failures told by their
 * cause, the callback request), and the editors' diagnostics in French (about 3 KB each); then the lead and the
 * requests' keys kept across a reload (about 0.3 KB); then a search and a hover that change the list's and the
 * map's elements themselves rather than render them again (about 0.3 KB); then the later steps' libraries in
 * files of their own, so that none of them holds the page for long (about 1.1 KB: each file compresses alone);
 * then a field's error held back while the pointer that left the field is still pressed, so that the error
 * cannot push the button being pressed away from under it (about 0.3 KB); then a way for the keyboard past a
 * long list to the map, without which a thousand Tab stops lay between the search and the rest (about 0.15 KB);
 * then the way back from the map to the search box, as far away again (about 0.08 KB); then the room kept around a
 * control reached by Tab, whose ring the window's edge cut, and the way back moved beside the button back to the
 * whole map, which it covered (about 0.1 KB); then list entries cloned with their image already in place and named
 * from the residence rather than from their own text read back, which builds a thousand of them in about two
 * thirds of the time on a slow phone (about 0.04 KB); then the residences' names for the editors' messages and the
 * search's normalised texts made when first needed rather than for every residence as the widget starts, which
 * spares a slow phone tens of milliseconds before a list of a thousand shows (about 0.06 KB); then France in small
 * beside the button back to the whole map, the part a zoom shows framed on it, without which a map zoomed in far
 * from any coast showed points on plain land and nothing said where (about 0.18 KB); then what an editor's
 * mistakes no longer cost visitors or hide from the editor: the network's number and the container's own content
 * left in view when the widget cannot start, names a CMS escaped for HTML read as the visitor should see them,
 * the images that fail listed in debug mode, and a hint for a </script> that cut the configuration short (about
 * 0.35 KB); then what the sanitizer takes out of the configuration's HTML, told to the editor in the console as
 * each text is shown and, in debug mode, for every text once the sanitizer has arrived (about 0.9 KB); then the
 * callback request's confirmation kept below the buttons once the dialog is closed, and a broken image several
 * residences share told with all of them (about 0.2 KB); then Escape out of the map's zoom, and a description
 * holding an image or a script pasted alone sanitized rather than shown with its markup, which takes the names of
 * HTML's elements (about 0.2 KB); then that confirmation brought into view by the page's scroll service, which stops
 * a step change's scroll still under way instead of letting it carry the line back out of the window (about 0.07 KB);
 * then the map's buttons in the list's order for the keyboard, and a cluster named after the region most of its
 * residences are in (about 0.18 KB); then names for a map point or cluster whose residences have no region, by the
 * town or without brackets rather than « ( ) » (about 0.08 KB); then mount() given no element reported in the
 * console, in French, rather than thrown as a TypeError (about 0.2 KB); then a CMS's mistakes mended and told
 * rather than shown to visitors or left unexplained: names escaped twice for HTML, tags in a name told, « oui »/« non »,
 * a position as a list or in degrees, a bracketed word beside tags kept (about 0.8 KB, most of it messages); then
 * the editor told of a part file missing beside the script, of a POST answered 404 (apiRoot), of a configuration
 * pasted inside its container (read all the same) or under another id, and of a page with a configuration but no
 * container (about 0.7 KB, most of it messages); then the phone number's message giving an example (0.03 KB); then
 * the search's texts made once its box has the focus, and the debug frame naming a part file that never came,
 * where it said all was well (about 0.15 KB); then a configuration script the browser runs as JavaScript (no
 * type) told to the editor, whose console shows a syntax error the widget did not make (about 0.15 KB); then a
 * map count of a thousand or more written « 1 200 » in a bubble that widens with it, and a configuration written
 * in an element the page shows, whose JSON visitors see, told to the editor (about 0.15 KB); then the map's
 * buttons grown with a visitor's larger text, whose counts spilled out of their bubbles, and grouped for that size,
 * and the screens reflowed for twice the usual text on a phone: the step navigation's current step on a row of its
 * own, the price broken before « /mois », a housing type's price below its name, the title and a long e-mail
 * address in the consent kept within the width (about 0.2 KB); then the Google map's markers grouped into clusters
 * that show their count and zoom in when chosen, where a thousand residences made a thousand markers (about 1 KB,
 * all of it in the part loaded only with a Maps key); then the layout chosen by the widget's own width rather than
 * the window's, so that a CMS's narrow column of a wide window gets a phone's layout (about 0.4 KB); then a Maps
 * key Google refuses told in French to whoever set it (about 0.15 KB); then, on the Google map, the residences at
 * one spot listed when their marker is chosen, where their pins stood one on the other (about 0.35 KB, in the part
 * loaded only with a Maps key); then a tight column (twice the usual text on a 360 px phone) given « Étape 2 sur 3 »
 * alone where « informations » was cut in two, checkboxes above their text, the error summary's links kept inside
 * its box, past which one pushed the page sideways, and buttons, choices and list entries held to the widget's
 * width, past which they stood out over the page or, in an entry, hid the end of a name (about 0.3 KB); then twice
 * the usual text on a 320 px phone, where choices, a legend, an error's word, the card's link and the map's label
 * passed the widget's or the window's side (about 0.15 KB); then a step's heading brought to the window's top where
 * the widget's top left it at the bottom edge (about 0.05 KB); then a map cluster under the pointer lighting the
 * entries of the residences it holds, as a single point lights its own (about 0.2 KB).
 */
const BROWSER_BUDGET_KB = 148.8;

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
