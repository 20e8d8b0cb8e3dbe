/** CSS files are imported as a string of minified CSS (rollup.config.mjs; test/unit/css-transform.cjs in tests). */
declare module '*.css' {
  const css: string;
  export default css;
}
