import { createApiClient, type AtriumClient } from '@atrium/api-client';
import { configDir, CredentialsStore, type Credentials } from './credentials-store.js';
import { CliError, NOT_SIGNED_IN, UsageError } from './errors.js';
import { explainingFetch } from './network.js';
import { formatFields, formatJson, formatTable, type Columns } from './output.js';
import type { Prompter } from './prompt.js';

export interface Output {
  write(text: string): unknown;
}

/** Everything the CLI takes from its surroundings; tests pass their own to run commands in-process. */
export interface CliDeps {
  stdout: Output;
  stderr: Output;
  env: Record<string, string | undefined>;
  prompt: Prompter;
  /** Whether stdin is a terminal: prompts and confirmations are only asked when it is. */
  interactive: boolean;
  fetch?: typeof fetch;
  /** How long one API call may take. */
  requestTimeoutMs?: number;
}

/** The program-wide options (see main.ts). */
export interface GlobalOptions {
  server?: string;
  json?: boolean;
  yes?: boolean;
}

export const DEFAULT_SERVER = 'http://localhost:3000';
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

export type ServerSource = 'flag' | 'env' | 'saved' | 'default';
export interface ResolvedServer {
  url: string;
  source: ServerSource;
}

const SOURCE_LABEL: Record<ServerSource, string> = {
  flag: '--server',
  env: 'ATRIUM_SERVER',
  saved: 'the saved login',
  default: 'the default',
};

/** `http(s)://host[:port][/path]` without a trailing slash, query or fragment; a `UsageError` otherwise. */
export function normaliseServer(raw: string, source: ServerSource = 'flag'): string {
  let url: URL | undefined;
  try {
    url = new URL(raw.trim());
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    throw new UsageError(`Invalid server URL '${raw}' (from ${SOURCE_LABEL[source]}): expected e.g. ${DEFAULT_SERVER}`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** `--server`, else `ATRIUM_SERVER`, else the saved login's server, else http://localhost:3000. */
export function resolveServer(input: { flag?: string; env?: string; saved?: string }): ResolvedServer {
  if (input.flag) return { url: normaliseServer(input.flag, 'flag'), source: 'flag' };
  if (input.env) return { url: normaliseServer(input.env, 'env'), source: 'env' };
  if (input.saved) return { url: normaliseServer(input.saved, 'saved'), source: 'saved' };
  return { url: DEFAULT_SERVER, source: 'default' };
}

/** A signed-in caller: the saved login and a client that sends its token. */
export interface Session {
  credentials: Credentials;
  client: AtriumClient;
}

/**
 * What every command shares: the options, the server, the saved login, API clients, prompts and output.
 * Created once per run; commands receive it when they register.
 */
export class CliContext {
  readonly credentials: CredentialsStore;
  /** The last server a client was made for: named when it cannot be reached. */
  lastServer: string | undefined;
  /** Set once the saved token has been sent, so that a 401 reads as 'session expired'. */
  usedSavedToken = false;
  private resolved: ResolvedServer | undefined;

  constructor(
    readonly deps: CliDeps,
    private readonly readOptions: () => GlobalOptions,
  ) {
    this.credentials = new CredentialsStore(configDir(deps.env));
  }

  get options(): Required<Pick<GlobalOptions, 'json' | 'yes'>> & GlobalOptions {
    const o = this.readOptions();
    return { ...o, json: Boolean(o.json), yes: Boolean(o.yes) };
  }

  get env(): Record<string, string | undefined> {
    return this.deps.env;
  }

  /** The server this run talks to (see `resolveServer`). */
  async server(): Promise<ResolvedServer> {
    if (!this.resolved) {
      const { server: flag } = this.options;
      const env = this.deps.env.ATRIUM_SERVER;
      // A damaged credentials file must not stop `atrium login` from choosing a server.
      const saved = flag || env ? undefined : (await this.credentials.read().catch(() => null))?.server;
      this.resolved = resolveServer({ flag, env, saved });
    }
    return this.resolved;
  }

  /** A client for `server` sending `token` if given. Calls go through `unwrap`/`unwrapList` from the api-client. */
  client(server: string, token?: string): AtriumClient {
    this.lastServer = server;
    const timeoutMs = this.deps.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    return createApiClient({
      baseUrl: server,
      getToken: token ? () => token : undefined,
      fetch: explainingFetch(this.deps.fetch ?? fetch, timeoutMs),
    });
  }

  /** An anonymous client for the resolved server. */
  async anonymousClient(): Promise<AtriumClient> {
    return this.client((await this.server()).url);
  }

  /**
   * The saved login and a client that sends its token, for commands that need a signed-in caller.
   * The token is only ever sent to the server that issued it: with another `--server`/`ATRIUM_SERVER`
   * this refuses instead of leaking it.
   */
  async session(): Promise<Session> {
    const credentials = await this.savedLogin();
    if (!credentials) throw new CliError(NOT_SIGNED_IN);
    const { url } = await this.server();
    if (url !== credentials.server) {
      throw new CliError(`Not signed in to ${url} (the saved login is for ${credentials.server}): run \`atrium login --server ${url}\``);
    }
    this.usedSavedToken = true;
    return { credentials, client: this.client(credentials.server, credentials.token) };
  }

  /** The saved login or null; a damaged file reads as 'not signed in' with the reason. */
  async savedLogin(): Promise<Credentials | null> {
    try {
      return await this.credentials.read();
    } catch (error) {
      throw new CliError(`${NOT_SIGNED_IN} (${(error as Error).message})`);
    }
  }

  // ---- output -------------------------------------------------------------------------------------

  /** One line (or block) of text on stdout. */
  print(text: string): void {
    this.deps.stdout.write(`${text}\n`);
  }

  /** A note for people on stderr, so it never mixes with a result a script reads. */
  note(text: string): void {
    this.deps.stderr.write(`${text}\n`);
  }

  printJson(value: unknown): void {
    this.print(formatJson(value));
  }

  printTable<Row>(rows: readonly Row[], columns: Columns<Row>): void {
    this.print(formatTable(rows, columns));
  }

  printFields(fields: ReadonlyArray<readonly [string, unknown]>): void {
    this.print(formatFields(fields));
  }

  /** `value` as JSON with `--json`, else whatever `human` prints. */
  result(value: unknown, human: () => void): void {
    if (this.options.json) this.printJson(value);
    else human();
  }

  // ---- questions ----------------------------------------------------------------------------------

  /**
   * Asks a yes/no question before something destructive. True at once with `--yes`; without it, refuses
   * (exit 1, one line) when stdin is not a terminal, since nobody could answer.
   */
  async confirm(question: string, options: { default?: boolean } = {}): Promise<boolean> {
    if (this.options.yes) return true;
    if (!this.deps.interactive) {
      throw new CliError(`Confirmation needed (${question.replace(/\?$/, '')}) but stdin is not a terminal: pass --yes to proceed`);
    }
    return this.deps.prompt.confirm(question, options);
  }

  /** `confirm`, and a 'Cancelled' failure when the answer is no. */
  async confirmOrCancel(question: string, options: { default?: boolean } = {}): Promise<void> {
    if (!(await this.confirm(question, options))) throw new CliError('Cancelled');
  }

  /** Prompts for a value that was not given as `flag`; a usage error when nobody can be asked. */
  async ask(message: string, flag: string, options: { secret?: boolean; default?: string } = {}): Promise<string> {
    if (!this.deps.interactive) throw new UsageError(`Missing ${flag} (stdin is not a terminal, so it cannot be asked for)`);
    return options.secret ? this.deps.prompt.password(message) : this.deps.prompt.input(message, { default: options.default });
  }
}
