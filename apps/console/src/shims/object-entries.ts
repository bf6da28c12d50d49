/**
 * `object.entries` for node-polyglot (react-admin's translator): every browser the console supports has
 * `Object.entries`, and the polyfill package drags in ~17 kB of intrinsics helpers (get-intrinsic and kin)
 * into every signed-in page (vite.config.ts aliases it here).
 */
const entries: typeof Object.entries = Object.entries;
export default entries;
