// `object.entries` for node-polyglot (react-admin's translator): every browser the console supports has
// `Object.entries`, and the polyfill package drags ~17 kB of intrinsics helpers (get-intrinsic and kin)
// into every signed-in page. CommonJS, like the package it replaces: polyglot `require`s it and calls the
// result, so an ES module's namespace object would not do (vite.config.ts aliases it and lets the
// commonjs transform see it).
module.exports = Object.entries;
