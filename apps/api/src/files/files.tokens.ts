import type { FileStore } from '@atrium/kernel';
import { token } from '../wiring.js';

/** The `FileStore` port (`@atrium/kernel`): inject with `@Inject(FILE_STORE) store: FileStore`. */
export const FILE_STORE = token<FileStore>('FileStore');
