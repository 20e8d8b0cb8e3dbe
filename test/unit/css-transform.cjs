// Jest sees a CSS import as its text, like the build does (without minifying it).
module.exports = {
  process(source) {
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(source)} };` };
  },
};
