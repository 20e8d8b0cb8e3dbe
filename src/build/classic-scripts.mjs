import { basename } from 'node:path';
import { rollup } from 'rollup';
import { START_IN_MICROTASK } from './browser-bundling.mjs';

/** The name the script-tag file gives its shared bindings, a constant of the function it starts in (never a global). */
const SHARED = '__quoteWizardShared';

/**
 * The entry's bindings in a constant of the function the entry starts in (see START_IN_MICROTASK), not a `var`
 * of the script: the page gets no global.
 */
function sharedAsConstant() {
  return {
    name: 'shared-as-constant',
    renderChunk(code) {
      const declaration = `var ${SHARED} = (function`;
      if (!code.includes(declaration)) throw new Error(`classic-scripts: the entry IIFE no longer starts with « ${declaration} »`);
      // That line is rollup's own wrapper, with nothing of the sources in it: the source map needs no change.
      return { code: code.replace(declaration, `const ${SHARED} = (function`), map: null };
    },
  };
}

/**
 * The loader fetches a part's library parts beside it, one level deep: a library part may import from the entry
 * only, and the entry from nothing (it is the one script an editor pastes). Anything else stops the build.
 */
function checkImports(chunks, entryFileName) {
  const names = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  for (const chunk of chunks) {
    const imported = chunk.imports.filter((file) => names.has(file));
    if (chunk.fileName === entryFileName && imported.length > 0) throw new Error(`classic-scripts: the entry imports ${imported.join(', ')}, which would not load before it`);
    for (const file of imported) {
      if (file === entryFileName) continue;
      const deeper = names.get(file).imports.filter((inner) => names.has(inner) && inner !== entryFileName);
      if (deeper.length > 0) throw new Error(`classic-scripts: ${file} imports ${deeper.join(', ')}; a library part may import from the entry only`);
    }
  }
}

/**
 * Turns the ES chunks of the script-tag build into classic scripts, so that an editor still pastes one
 * `<script src>` and the parts it loads later need neither CORS from a CDN folder nor more than `script-src
 * 'self'`. Rollup first splits the code as for any ES build (what step 0 does not need goes to a part, what both
 * use stays in the entry); then each chunk is re-bundled as an IIFE:
 * - the entry keeps what a part imports from it in a closure variable, and its dynamic `import()` becomes a call
 *   to its own exported `loadPart(file, shared)`, made a microtask later, once that variable is set;
 * - a part hands a factory to the `<script>` element that loaded it, and gets the entry's bindings as `shared`,
 *   and the exports of the library parts it imports as `needs`, keyed by file name.
 * `minify` (terser) runs on the final IIFE, after the wrapping.
 */
export function classicScripts({ entryFileName, minify }) {
  return {
    name: 'classic-scripts',
    renderDynamicImport({ getTargetChunkImports }) {
      // The libraries a part needs come in parts of their own (see libraryParts): the loader fetches them with it.
      const needs = (getTargetChunkImports() ?? []).filter((target) => target.type === 'internal' && target.fileName !== entryFileName).map((target) => target.fileName);
      return { left: `Promise.resolve().then(function () { return ${SHARED}.loadPart(`, right: `, ${SHARED}, ${JSON.stringify(needs)}); })` };
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      checkImports(chunks, entryFileName);
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
          // The entry's bindings come as `shared`, those of a library part as `needs[its file name]`.
          globals: (id) => (basename(id) === entryFileName ? 'shared' : `needs[${JSON.stringify(basename(id))}]`),
          sourcemap: true,
          banner: isEntry ? START_IN_MICROTASK.banner : '(function (script) {\nif (!script || typeof script.quoteWizardDefine !== "function") return;\nscript.quoteWizardDefine(function (shared, needs) {',
          footer: isEntry ? START_IN_MICROTASK.footer : 'return part;\n});\n})(document.currentScript);',
          plugins: isEntry ? [sharedAsConstant(), minify] : [minify],
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
