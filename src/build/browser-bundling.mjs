// How the script-tag build bundles and minifies: shared with the benchmark's bare React floor, so that the floor is
// always React bundled as well as the widget's own React, and the comparison measures only what the widget adds.

/**
 * CommonJS packages (React, React DOM, scheduler, Formik's helpers) are hoisted into the bundle's scope rather than
 * each wrapped in a function run at its first require: the browser would compile such a wrapper, React DOM's
 * 200 KB among them, a second time on the main thread at startup. None of them has a require cycle or a require
 * that needs to run late, which is what the wrapping protects.
 */
export const COMMONJS_OPTIONS = { strictRequires: 'auto' };

/** Chromium's explicit compile hint, the first line of every script-tag file (see TERSER_OPTIONS). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Terser, for the files a browser loads. Immediately called functions keep their parentheses (and functions
 * passed as arguments get some): browsers compile a parenthesised function eagerly, with the script and off the
 * main thread, instead of parsing it again when it is first called. The first line asks Chromium to compile every
 * function of the file that way (its explicit compile hint): at startup most of them run anyway, and compiling
 * them one by one as they are first called would take the main thread, the one a slow phone is short of. Other
 * browsers read it as a comment.
 */
export const TERSER_OPTIONS = {
  ecma: 2020,
  compress: { passes: 3, pure_getters: true, unsafe_arrows: true, unsafe_methods: true, negate_iife: false },
  format: { comments: false, wrap_iife: true, wrap_func_args: true, preamble: COMPILE_HINT },
};

/**
 * What goes around a script-tag file's code: it starts in a microtask queued by the script rather than in the
 * script itself. React DOM builds a few `Error` objects as it starts; while DevTools records a trace (Lighthouse,
 * PageSpeed Insights), V8 notes where each was built, frame by frame, and parses every function on the stack again
 * to find its line and column. Called from the script, that stack holds the script's own top level, the whole file;
 * called from a microtask, only the bundle's function and the microtask's. In such a trace the widget's first file
 * took 39 ms to run instead of 53 (unthrottled), and Lighthouse's simulated phone counts that four times over. A
 * visitor's browser, with no DevTools attached, never did that work and gains nothing; it runs the same code a
 * microtask later, still before any other script of the page and with `document.currentScript` still set
 * (microtasks run before the browser lets go of the script element).
 */
export const START_IN_MICROTASK = { banner: 'queueMicrotask(() => {', footer: '});' };

/**
 * The libraries of the steps after the search, each in a part of its own (the script-tag build's manualChunks).
 * In one part, the browser ran all of them in a single task of about 70 ms on a slow phone, a quarter of a second
 * after step 0 showed: just when a visitor starts to move the pointer over the list, which then waited as long. In
 * three parts, fetched together, each runs in a task of its own, and the browser answers the pointer between them.
 */
const LIBRARY_PARTS = {
  sanitizer: /\/node_modules\/dompurify\//,
  validation: /\/node_modules\/(yup|property-expr|tiny-case|toposort)\//,
  forms: /\/node_modules\/(formik|lodash-es|deepmerge|react-fast-compare|hoist-non-react-statics|react-is|tiny-warning)\//,
};

const libraryOf = (id) => Object.keys(LIBRARY_PARTS).find((name) => LIBRARY_PARTS[name].test(id));

/**
 * React, React DOM and the scheduler: a chunk of their own that the script-tag file carries before its own code,
 * each run in a function of its own (see classic-scripts.mjs). React DOM builds five `Error` objects as it loads,
 * markers it throws to suspend, never shown to anyone. With a DevTools client attached (Lighthouse, PageSpeed
 * Insights, any throttled measurement), V8 records where each was built and, to do so, parses again every
 * function on the stack whose source positions it has not kept: when React DOM's top level is the bundle's, that
 * is the whole file twice over (the script's function and the bundle's). In a function of its own, it is React
 * alone, as for any React page; the widget's own code is never parsed twice. The CommonJS plugin's helpers go with
 * React, their first user, so that the first part needs nothing from the entry.
 */
export const FIRST_PART = { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\/|^\0commonjsHelpers\.js$/ };

/**
 * Rollup's manualChunks for the script-tag build, one per build (`manualChunks: libraryParts()`). What the entry
 * needs is named too, as one chunk with the entry: otherwise Rollup would move what a library part shares with
 * step 0 (React, imported by Formik) into that part. Rollup asks once the module graph is complete, so the
 * modules the entry reaches are found on the first call and kept.
 */
export function libraryParts() {
  let entryModules;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (FIRST_PART.test.test(id)) return FIRST_PART.name;
    const library = libraryOf(id);
    if (library) return library;
    entryModules ??= reachedByEntry(getModuleIds, getModuleInfo);
    return entryModules.has(id) ? 'entry' : undefined;
  };
}

/** Every module an entry imports without a dynamic import, directly or not, libraries and React aside. */
function reachedByEntry(getModuleIds, getModuleInfo) {
  const reached = new Set();
  const visit = (id) => {
    if (reached.has(id) || libraryOf(id) || FIRST_PART.test.test(id)) return;
    reached.add(id);
    getModuleInfo(id)?.importedIds.forEach(visit);
  };
  for (const id of getModuleIds()) if (getModuleInfo(id)?.isEntry) visit(id);
  return reached;
}
