import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scriptedPrompter } from '../test/support/cli-harness.js';
import { CliContext, DEFAULT_SERVER, normaliseServer, resolveServer, type CliDeps, type GlobalOptions } from './context.js';
import { CredentialsStore } from './credentials-store.js';
import { CliError, EXIT_USAGE, UsageError } from './errors.js';
import { describeNetworkFailure } from './network.js';

describe('resolveServer', () => {
  it('takes --server, then ATRIUM_SERVER, then the saved login, then the default', () => {
    const all = { flag: 'http://flag:1', env: 'http://env:2', saved: 'http://saved:3' };
    expect(resolveServer(all)).toEqual({ url: 'http://flag:1', source: 'flag' });
    expect(resolveServer({ ...all, flag: undefined })).toEqual({ url: 'http://env:2', source: 'env' });
    expect(resolveServer({ saved: all.saved })).toEqual({ url: 'http://saved:3', source: 'saved' });
    expect(resolveServer({})).toEqual({ url: DEFAULT_SERVER, source: 'default' });
    expect(resolveServer({ flag: '', env: '' })).toEqual({ url: DEFAULT_SERVER, source: 'default' });
  });

  it('normalises the URL and refuses what is not http(s), naming where it came from', () => {
    expect(normaliseServer('https://atrium.example/')).toBe('https://atrium.example');
    expect(normaliseServer(' http://LOCALHOST:3000//?x=1#y ')).toBe('http://localhost:3000');
    expect(normaliseServer('https://example.com/atrium/')).toBe('https://example.com/atrium');
    expect(() => normaliseServer('localhost:3000', 'env')).toThrow("Invalid server URL 'localhost:3000' (from ATRIUM_SERVER)");
    expect(() => normaliseServer('ftp://x')).toThrow(UsageError);
    try {
      normaliseServer('nonsense');
    } catch (error) {
      expect((error as CliError).exitCode).toBe(EXIT_USAGE);
    }
  });
});

describe('CliContext', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'atrium-ctx-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  function context(options: GlobalOptions = {}, extra: Partial<CliDeps> = {}) {
    const prompt = scriptedPrompter({ confirm: [true] });
    const deps: CliDeps = {
      stdout: { write: () => true },
      stderr: { write: () => true },
      env: { ATRIUM_CONFIG_DIR: dir },
      interactive: false,
      prompt,
      ...extra,
    };
    return { ctx: new CliContext(deps, () => options), prompt };
  }
  const saveLogin = (server: string) =>
    new CredentialsStore(dir).save({ server, token: 't.o.k', usertype: 'admins', userId: 1, firstname: 'A', email: 'a@atrium.test' });

  it('uses the saved login’s server when neither --server nor ATRIUM_SERVER is set', async () => {
    await saveLogin('https://saved.example');
    expect(await context().ctx.server()).toEqual({ url: 'https://saved.example', source: 'saved' });
    const withEnv = context({}, { env: { ATRIUM_CONFIG_DIR: dir, ATRIUM_SERVER: 'http://env.example' } });
    expect(await withEnv.ctx.server()).toEqual({ url: 'http://env.example', source: 'env' });
    const withFlag = context({ server: 'http://flag.example' }, { env: { ATRIUM_CONFIG_DIR: dir, ATRIUM_SERVER: 'http://env.example' } });
    expect(await withFlag.ctx.server()).toEqual({ url: 'http://flag.example', source: 'flag' });
  });

  it('falls back to the default when the credentials file is damaged', async () => {
    await writeFile(join(dir, 'credentials.json'), 'garbage');
    expect(await context().ctx.server()).toEqual({ url: DEFAULT_SERVER, source: 'default' });
  });

  it('never sends the saved token to another server', async () => {
    await saveLogin('https://saved.example');
    await expect(context({ server: 'https://other.example' }).ctx.session()).rejects.toThrow(
      'Not signed in to https://other.example (the saved login is for https://saved.example)',
    );
    const { ctx } = context();
    const session = await ctx.session();
    expect(session.credentials.server).toBe('https://saved.example');
    expect(ctx.usedSavedToken).toBe(true);
  });

  it('session() says to log in when there is no saved login', async () => {
    await expect(context().ctx.session()).rejects.toThrow('Not signed in: run `atrium login`');
  });

  describe('confirm', () => {
    it('answers yes at once with --yes, without asking', async () => {
      const { ctx, prompt } = context({ yes: true });
      expect(await ctx.confirm('Delete client 7?')).toBe(true);
      expect(prompt.asked).toEqual([]);
    });

    it('refuses with one clear line when stdin is not a terminal', async () => {
      const { ctx, prompt } = context();
      await expect(ctx.confirm('Delete client 7?')).rejects.toThrow(
        'Confirmation needed (Delete client 7) but stdin is not a terminal: pass --yes to proceed',
      );
      expect(prompt.asked).toEqual([]);
    });

    it('asks on a terminal, and confirmOrCancel cancels on no', async () => {
      const prompt = scriptedPrompter({ confirm: [true, false] });
      const { ctx } = context({}, { interactive: true, prompt });
      expect(await ctx.confirm('Delete client 7?')).toBe(true);
      await expect(ctx.confirmOrCancel('Delete client 8?')).rejects.toThrow('Cancelled');
      expect(prompt.asked.map((a) => a.message)).toEqual(['Delete client 7?', 'Delete client 8?']);
    });
  });

  it('ask() is a usage error when nobody can answer', async () => {
    await expect(context().ctx.ask('E-mail:', '--email')).rejects.toThrow(UsageError);
  });
});

describe('describeNetworkFailure', () => {
  const failed = (code: string) => Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(code), { code }) });
  it('says what happened instead of "fetch failed"', () => {
    expect(describeNetworkFailure(failed('ECONNREFUSED'), 30_000)).toBe('connection refused');
    expect(describeNetworkFailure(failed('ENOTFOUND'), 30_000)).toBe('host not found');
    expect(describeNetworkFailure(Object.assign(new Error('t'), { name: 'TimeoutError' }), 30_000)).toBe('no answer within 30s');
    expect(describeNetworkFailure(failed('CERT_HAS_EXPIRED'), 30_000)).toBe('CERT_HAS_EXPIRED');
  });
});
