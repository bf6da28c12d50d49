import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CliDeps } from '../../src/context.js';
import { runCli } from '../../src/main.js';
import type { Prompter } from '../../src/prompt.js';

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface Asked {
  kind: 'input' | 'password' | 'confirm';
  message: string;
}

/** A prompter answering from lists, in order, and recording what was asked; fails the test if it runs out. */
export function scriptedPrompter(
  answers: { input?: string[]; password?: string[]; confirm?: boolean[] } = {},
): Prompter & { asked: Asked[] } {
  const queues = { input: [...(answers.input ?? [])], password: [...(answers.password ?? [])], confirm: [...(answers.confirm ?? [])] };
  const asked: Asked[] = [];
  function next<K extends keyof typeof queues>(kind: K, message: string): (typeof queues)[K][number] {
    asked.push({ kind, message });
    if (queues[kind].length === 0) throw new Error(`unexpected ${kind} prompt: ${message}`);
    return queues[kind].shift()!;
  }
  return {
    asked,
    input: async (message) => next('input', message),
    password: async (message) => next('password', message),
    confirm: async (message) => next('confirm', message),
  };
}

export interface RunOptions {
  env?: Record<string, string | undefined>;
  interactive?: boolean;
  prompt?: Prompter;
  fetch?: typeof fetch;
}

/** Runs `atrium <argv>` in-process with captured output. */
export async function runAtrium(argv: string[], options: RunOptions = {}): Promise<RunResult> {
  let stdout = '';
  let stderr = '';
  const deps: CliDeps = {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env: options.env ?? {},
    interactive: options.interactive ?? false,
    prompt: options.prompt ?? scriptedPrompter(),
    fetch: options.fetch,
  };
  const code = await runCli(argv, deps);
  return { code, stdout, stderr };
}

/** A fresh directory for ATRIUM_CONFIG_DIR (the credentials go in a subdirectory the CLI must create). */
export async function tempConfigDir(): Promise<{ dir: string; dispose(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'atrium-cli-'));
  return { dir: join(root, 'config', 'atrium'), dispose: () => rm(root, { recursive: true, force: true }) };
}

/** A saved login in a fresh config directory: pass `env` to later runs; `dispose` removes the directory. */
export interface SignedIn {
  env: Record<string, string>;
  dispose(): Promise<void>;
}

/** Runs `atrium login` for `email` at `server` in a fresh config directory; fails loudly if it does not succeed. */
export async function signIn(server: string, email: string, password: string): Promise<SignedIn> {
  const config = await tempConfigDir();
  const env = { ATRIUM_CONFIG_DIR: config.dir };
  const r = await runAtrium(['--server', server, 'login', '--email', email, '--password', password], { env });
  if (r.code !== 0) throw new Error(`atrium login as ${email} failed (${r.code}): ${r.stderr}`);
  return { env, dispose: config.dispose };
}

/** The lines of an output, without the final newline. */
export const lines = (text: string): string[] => text.trimEnd().split('\n');
