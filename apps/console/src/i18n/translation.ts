/**
 * Another language's catalogue of the same shape as an English one: every key, each a text, and no other
 * key (`satisfies Translation<typeof en>`: a missing or extra key fails the typecheck).
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
