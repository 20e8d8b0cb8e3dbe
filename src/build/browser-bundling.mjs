// How the script-tag build bundles and minifies: shared with the benchmark's bare React floor, so that the floor is
// always React bundled as well as the widget's own React, and the comparison measures only what the widget adds.

/**
 * CommonJS packages (React, React DOM, scheduler, Formik's helpers) are hoisted into the bundle's scope rather than
 * each wrapped in a function run at its first require: the browser would compile such a wrapper, React DOM's
 * 200 KB among them, a second time on the main thread at startup. None of them has a require cycle or a require
 * that needs to run late, which is what the wrapping protects.
 */
export const COMMONJS_OPTIONS = { strictRequires: 'auto' };

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
  format: { comments: false, wrap_iife: true, wrap_func_args: true, preamble: '//# allFunctionsCalledOnLoad' },
};
