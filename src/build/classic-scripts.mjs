import { basename } from 'node:path';
import { rollup } from 'rollup';
import { FIRST_PART, START_IN_MICROTASK } from './browser-bundling.mjs';
import { concatenate } from './concatenate.mjs';

/**
 * The script-tag file's shared bindings: a constant of the block the file's code sits in (never a global), holding
 * the first part's exports as `react` and the entry's as `entry`. The parts get it as `shared`.
 */
const SHARED = '__quoteWizardShared';

/** Replaces `from` (a string or a pattern) once in `code`, or stops the build: rollup's wrapper changed shape. */
function rewrap(code, from, to) {
  if (typeof from === 'string' ? !code.includes(from) : !from.test(code)) throw new Error(`classic-scripts: rollup's IIFE no longer holds « ${String(from).trim()} »`);
  return code.replace(from, to);
}

/**
 * The entry's exports stored in the shared block constant, not in a `var` of the script: the page gets no global.
 * That line is rollup's own wrapper, with nothing of the sources in it: the source map needs no change.
 */
const entryIntoShared = () => ({
  name: 'entry-into-shared',
  renderChunk: (code) => ({ code: code.includes(`var ${SHARED} = (function`) ? rewrap(code, `var ${SHARED} = (function`, `${SHARED}.entry = (function`) : code, map: null }),
});

/**
 * The first part's module code as the body of the function the microtask calls, rather than in a function of
 * rollup's called from it: V8 would parse both again for their source positions (see FIRST_PART). Only wrapper
 * lines change, on lines of their own or at the end of one, so the source map needs no change.
 */
const firstPartAsMicrotask = () => ({
  name: 'first-part-as-microtask',
  renderChunk(code) {
    const opened = rewrap(code, `var ${SHARED} = (function (exports) {\n`, 'queueMicrotask(function () {\n');
    const strict = rewrap(opened, /^(queueMicrotask\(function \(\) \{\n\s*'use strict';)/, `$1 const exports = ${SHARED}.react = {};`);
    return { code: rewrap(strict, /\n\s*return exports;\n\n\}\)\(\{\}\);(\n?)$/, '\n});$1'), map: null };
  },
});

/**
 * The loader fetches a part's library parts beside it, one level deep: a library part may import from the entry
 * file only (its own code and the first part it carries), and neither of those from anything else (the entry file
 * is the one script an editor pastes). Anything else stops the build.
 */
function checkImports(chunks, entryFileName, firstFileName) {
  const names = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const inEntryFile = (file) => file === entryFileName || file === firstFileName;
  for (const chunk of chunks) {
    const imported = chunk.imports.filter((file) => names.has(file));
    if (chunk.fileName === firstFileName && imported.length > 0) throw new Error(`classic-scripts: the first part imports ${imported.join(', ')}, which would not have run before it`);
    if (chunk.fileName === entryFileName && imported.some((file) => !inEntryFile(file))) throw new Error(`classic-scripts: the entry imports ${imported.join(', ')}, which would not load before it`);
    for (const file of imported) {
      if (inEntryFile(file)) continue;
      const deeper = names.get(file).imports.filter((inner) => names.has(inner) && !inEntryFile(inner));
      if (deeper.length > 0) throw new Error(`classic-scripts: ${file} imports ${deeper.join(', ')}; a library part may import from the entry file only`);
    }
  }
}

/**
 * Turns the ES chunks of the script-tag build into classic scripts, so that an editor still pastes one
 * `<script src>` and the parts it loads later need neither CORS from a CDN folder nor more than `script-src
 * 'self'`. Rollup first splits the code as for any ES build (React in a first part, what step 0 does not need in
 * parts, what both use in the entry); then each chunk is re-bundled as an IIFE:
 * - the entry file holds the first part, then the entry, each run in a microtask of its own; its dynamic `import()`
 *   becomes a call to the entry's exported `loadPart(file, shared)`, made a microtask later;
 * - a part hands a factory to the `<script>` element that loaded it, and gets the shared bindings as `shared`,
 *   and the exports of the library parts it imports as `needs`, keyed by file name.
 * `minify` (terser) runs on each final IIFE, after the wrapping.
 */
export function classicScripts({ entryFileName, minify }) {
  return {
    name: 'classic-scripts',
    renderDynamicImport({ getTargetChunkImports }) {
      // The libraries a part needs come in parts of their own (see libraryParts): the loader fetches them with it.
      const inEntryFile = (target) => target.fileName === entryFileName || target.chunk?.name === FIRST_PART.name;
      const needs = (getTargetChunkImports() ?? []).filter((target) => target.type === 'internal' && !inEntryFile(target)).map((target) => target.fileName);
      return { left: `Promise.resolve().then(function () { return ${SHARED}.entry.loadPart(`, right: `, ${SHARED}, ${JSON.stringify(needs)}); })` };
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const first = chunks.find((chunk) => chunk.name === FIRST_PART.name);
      if (!first) throw new Error(`classic-scripts: no « ${FIRST_PART.name} » chunk: the entry would carry React's top level`);
      checkImports(chunks, entryFileName, first.fileName);
      // Within the entry file, the first part's exports are the shared constant's; in a part, `shared`'s.
      const globals = (inEntryFile) => (id) => {
        const file = basename(id);
        if (file === first.fileName) return inEntryFile ? `${SHARED}.react` : 'shared.react';
        return file === entryFileName ? 'shared.entry' : `needs[${JSON.stringify(file)}]`;
      };
      const built = new Map();
      for (const chunk of chunks) {
        const isEntry = chunk.fileName === entryFileName;
        const isFirst = chunk === first;
        const build = await rollup({
          input: chunk.fileName,
          external: (id) => id !== chunk.fileName,
          plugins: [{ name: 'chunk-source', resolveId: (id) => (id === chunk.fileName ? id : null), load: () => ({ code: chunk.code, map: chunk.map }) }],
          onwarn: (warning, warn) => warning.code !== 'MISSING_GLOBAL_NAME' && warn(warning),
        });
        const { output } = await build.generate({
          format: 'iife',
          name: isEntry || isFirst ? SHARED : 'part',
          globals: globals(isEntry),
          sourcemap: true,
          ...(isEntry ? START_IN_MICROTASK : {}),
          ...(isEntry || isFirst
            ? {}
            : { banner: '(function (script) {\nif (!script || typeof script.quoteWizardDefine !== "function") return;\nscript.quoteWizardDefine(function (shared, needs) {', footer: 'return part;\n});\n})(document.currentScript);' }),
          plugins: [isFirst ? firstPartAsMicrotask() : isEntry ? entryIntoShared() : null, minify].filter(Boolean),
        });
        await build.close();
        built.set(chunk, output[0]);
      }
      for (const [chunk, { code, map }] of built) {
        if (chunk === first) continue;
        // The entry file: the first part, then the entry, in a block that holds their shared constant.
        const file =
          chunk.fileName === entryFileName
            ? concatenate([`{const ${SHARED}={};`, built.get(first), '\n', { code, map }, '\n}\n', chunk.sourcemapFileName ? `//# sourceMappingURL=${basename(chunk.sourcemapFileName)}\n` : ''])
            : { code, map };
        chunk.code = file.code;
        chunk.map = file.map;
        // Rollup has already put the chunk's first map beside it as an asset: replace it with the final one.
        const mapFile = chunk.sourcemapFileName && bundle[chunk.sourcemapFileName];
        if (mapFile?.type === 'asset') mapFile.source = JSON.stringify({ ...file.map, file: chunk.fileName });
      }
      // The first part travels inside the entry file: no file of its own.
      delete bundle[first.fileName];
      if (first.sourcemapFileName) delete bundle[first.sourcemapFileName];
    },
  };
}
