import { rollup } from 'rollup';

/** The name the script-tag file gives its shared bindings, a constant of its own block (never a global). */
const SHARED = '__quoteWizardShared';

/**
 * The entry's bindings in a constant of a block, not in a function around the IIFE: the page gets no global, and
 * the browser compiles the IIFE with the script rather than again on the main thread when a wrapper calls it.
 */
function blockScoped() {
  return {
    name: 'block-scoped-entry',
    renderChunk(code) {
      const declaration = `var ${SHARED} = (function`;
      if (!code.includes(declaration)) throw new Error(`classic-scripts: the entry IIFE no longer starts with « ${declaration} »`);
      // That line is rollup's own wrapper, with nothing of the sources in it: the source map needs no change.
      return { code: code.replace(declaration, `const ${SHARED} = (function`), map: null };
    },
  };
}

/**
 * Turns the ES chunks of the script-tag build into classic scripts, so that an editor still pastes one
 * `<script src>` and the parts it loads later need neither CORS from a CDN folder nor more than `script-src
 * 'self'`. Rollup first splits the code as for any ES build (what step 0 does not need goes to a part, what both
 * use stays in the entry); then each chunk is re-bundled as an IIFE:
 * - the entry keeps what a part imports from it in a closure variable, and its dynamic `import()` becomes a call
 *   to its own exported `loadPart(file, shared)`, made a microtask later, once that variable is set;
 * - a part hands a factory to the `<script>` element that loaded it, and gets the entry's bindings as `shared`.
 * `minify` (terser) runs on the final IIFE, after the wrapping.
 */
export function classicScripts({ entryFileName, minify }) {
  return {
    name: 'classic-scripts',
    renderDynamicImport() {
      return { left: `Promise.resolve().then(function () { return ${SHARED}.loadPart(`, right: `, ${SHARED}); })` };
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      for (const chunk of chunks) {
        const isEntry = chunk.fileName === entryFileName;
        const build = await rollup({
          input: chunk.fileName,
          external: (id) => id !== chunk.fileName,
          plugins: [{ name: 'chunk-source', resolveId: (id) => (id === chunk.fileName ? id : null), load: () => ({ code: chunk.code, map: chunk.map }) }],
          onwarn: (warning, warn) => warning.code !== 'MISSING_GLOBAL_NAME' && warn(warning),
        });
        const { output } = await build.generate({
          format: 'iife',
          name: isEntry ? SHARED : 'part',
          globals: () => 'shared',
          sourcemap: true,
          banner: isEntry ? '{' : '(function (script) {\nif (!script || typeof script.quoteWizardDefine !== "function") return;\nscript.quoteWizardDefine(function (shared) {',
          footer: isEntry ? '}' : 'return part;\n});\n})(document.currentScript);',
          plugins: isEntry ? [blockScoped(), minify] : [minify],
        });
        await build.close();
        chunk.code = output[0].code;
        chunk.map = output[0].map;
        // Rollup has already put the chunk's first map beside it as an asset: replace it with the final one.
        const mapFile = chunk.sourcemapFileName && bundle[chunk.sourcemapFileName];
        if (mapFile?.type === 'asset') mapFile.source = JSON.stringify({ ...output[0].map, file: chunk.fileName });
      }
    },
  };
}
