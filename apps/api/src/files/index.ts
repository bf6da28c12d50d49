export { FILE_STORE } from './files.tokens.js';
export { FilesModule } from './files.module.js';
export { UploadReceiver, type UploadOptions } from './upload-receiver.js';
export { parentRecord, type UploadParent } from './upload-parent.js';
export { ReceivedUpload, discardKeys, type ReceivedFile } from './received-upload.js';
export { sendStoredFile, type StoredFileMeta } from './send-stored-file.js';
export { ApiUpload } from './api-upload.decorator.js';
export { IMAGE_TYPES, VIDEO_TYPES, DOCUMENT_TYPES } from './media-types.js';
