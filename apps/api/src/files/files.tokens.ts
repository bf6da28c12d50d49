import { portToken, type FileStore } from '@atrium/kernel';

/** The `FileStore` port (`@atrium/kernel`): inject with `@Inject(FILE_STORE) store: FileStore`. */
export const FILE_STORE = portToken<FileStore>('FileStore');
