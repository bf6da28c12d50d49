/** Port: one-way password hashing (argon2id in production). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** True when `hash` was made with weaker or different parameters than `hash` uses today. */
  needsRehash(hash: string): boolean;
}
