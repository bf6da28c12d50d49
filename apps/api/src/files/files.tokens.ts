/** The `FileStore` port (`@atrium/kernel`): inject with `@Inject(FILE_STORE) store: FileStore`. */
export const FILE_STORE = Symbol('FileStore');
