export * from './disk-file-store.js';
export * from './s3-file-store.js';
export * from './create-file-store.js';
export { checkFileKey } from './file-key.js';
