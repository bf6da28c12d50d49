import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { CliError } from './errors.js';

/** What `atrium login` keeps: the server that issued the token, the token, and who it belongs to. */
export interface Credentials {
  server: string;
  token: string;
  usertype: 'admins' | 'clients' | 'users';
  userId: number;
  firstname: string;
  email: string;
}

export const CREDENTIALS_FILE = 'credentials.json';

/**
 * `$ATRIUM_CONFIG_DIR`, else `$XDG_CONFIG_HOME/atrium`, else `~/.config/atrium`.
 * (XDG_CONFIG_HOME defaults to ~/.config, so honouring it changes nothing for most people.)
 */
export function configDir(env: Record<string, string | undefined>): string {
  if (env.ATRIUM_CONFIG_DIR) return env.ATRIUM_CONFIG_DIR;
  if (env.XDG_CONFIG_HOME) return join(env.XDG_CONFIG_HOME, 'atrium');
  return join(env.HOME || homedir(), '.config', 'atrium');
}

/**
 * The saved login, as one JSON file readable by its owner alone (0600, in a 0700 directory).
 * Writes go to a temporary file in the same directory, then `rename` over the old one, so a crash or a
 * concurrent `atrium` never leaves a half-written or world-readable credential behind.
 */
export class CredentialsStore {
  readonly file: string;

  constructor(readonly dir: string) {
    this.file = join(dir, CREDENTIALS_FILE);
  }

  /** The saved login, or null when there is none. Throws `CliError` when the file exists but is not a login. */
  async read(): Promise<Credentials | null> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw new CliError(`Cannot read ${this.file} (${(error as Error).message})`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (!isCredentials(parsed)) throw new CliError(`${this.file} is not a valid login: run \`atrium login\` again`);
    return parsed;
  }

  async save(credentials: Credentials): Promise<void> {
    // A directory we create is 0700; an existing one (ATRIUM_CONFIG_DIR may point anywhere) is left as it
    // is, since the file itself is 0600.
    try {
      await mkdir(this.dir, { recursive: true, mode: 0o700 });
    } catch (error) {
      throw new CliError(`Cannot save the login in ${this.dir} (${(error as Error).message})`);
    }
    const temp = join(this.dir, `.${CREDENTIALS_FILE}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      // 'wx': never follow or reuse an existing file; the mode applies from creation, so the token is
      // never readable by others even for an instant.
      const handle = await open(temp, 'wx', 0o600);
      try {
        await handle.writeFile(`${JSON.stringify(credentials, null, 2)}\n`, 'utf8');
        await handle.chmod(0o600); // in case the umask was unusual
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, this.file);
    } catch (error) {
      await rm(temp, { force: true });
      throw new CliError(`Cannot save the login to ${this.file} (${(error as Error).message})`);
    }
  }

  /** Forgets the saved login; answers whether there was one. */
  async delete(): Promise<boolean> {
    try {
      await rm(this.file);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw new CliError(`Cannot delete ${this.file} (${(error as Error).message})`);
    }
  }
}

function isCredentials(value: unknown): value is Credentials {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.server === 'string' &&
    typeof v.token === 'string' &&
    v.token.length > 0 &&
    (v.usertype === 'admins' || v.usertype === 'clients' || v.usertype === 'users') &&
    typeof v.userId === 'number' &&
    typeof v.firstname === 'string' &&
    typeof v.email === 'string'
  );
}
