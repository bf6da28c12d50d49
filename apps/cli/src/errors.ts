import { ApiError } from '@atrium/api-client';

/** Exit statuses: 0 success, 1 failure, 2 usage error (as commander), 130 cancelled by the user (Ctrl+C). */
export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;
export const EXIT_CANCELLED = 130;

/** A failure the CLI explains itself: `message` is printed as one line, the process exits with `exitCode`. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT_FAILURE,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** Wrong or missing arguments the user can fix by changing the command line. */
export class UsageError extends CliError {
  constructor(message: string) {
    super(message, EXIT_USAGE);
    this.name = 'UsageError';
  }
}

export const NOT_SIGNED_IN = 'Not signed in: run `atrium login`';
export const SESSION_EXPIRED = 'Not signed in: the saved session has expired or was revoked; run `atrium login`';

export function isApiError(error: unknown): error is ApiError {
  // `name` as well as instanceof: a second copy of the client package (dist next to src) would fail instanceof.
  return error instanceof ApiError || (error instanceof Error && error.name === 'ApiError' && 'statusCode' in error);
}

/** Why a call failed to reach the server: the api-client's 'Cannot reach the server (<why>)' without the frame. */
export function networkReason(error: ApiError): string {
  return /\((.*)\)$/.exec(error.message)?.[1] ?? error.message;
}

/** Inquirer rejects with this when the user presses Ctrl+C in a prompt. */
function isPromptCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ExitPromptError' || error.name === 'AbortPromptError');
}

export interface ErrorRendering {
  line: string;
  exitCode: number;
}

export interface ErrorSituation {
  /** The server the command talked to, named in network failures. */
  server?: string;
  /** True when the failed call carried the saved credential (a 401 then means the session is gone). */
  usedSavedToken?: boolean;
  /** Prints the stack as well (ATRIUM_DEBUG=1). */
  debug?: boolean;
}

/** Turns any failure into the one line the user sees and the exit status; never a stack trace unless debugging. */
export function renderError(error: unknown, situation: ErrorSituation = {}): ErrorRendering {
  const stack = situation.debug && error instanceof Error && error.stack ? `\n${error.stack}` : '';
  if (error instanceof CliError) return { line: `Error: ${oneLine(error.message)}${stack}`, exitCode: error.exitCode };
  if (isApiError(error)) {
    if (error.statusCode === 0) {
      const reason = networkReason(error);
      const where = situation.server ? `the server at ${situation.server}` : 'the server';
      return { line: `Error: Cannot reach ${where} (${oneLine(reason)}); check --server or ATRIUM_SERVER${stack}`, exitCode: EXIT_FAILURE };
    }
    if (error.statusCode === 401 && situation.usedSavedToken) return { line: `Error: ${SESSION_EXPIRED}${stack}`, exitCode: EXIT_FAILURE };
    if (error.code.startsWith('http.')) {
      // No Atrium error body: a proxy, or not an Atrium server at all.
      const where = situation.server ? `The server at ${situation.server}` : 'The server';
      return { line: `Error: ${where} answered ${error.statusCode} ${oneLine(error.message)}${stack}`, exitCode: EXIT_FAILURE };
    }
    // The API's 400 message already lists the field errors, so the message alone is the whole story.
    return { line: `Error: ${oneLine(error.message)}${stack}`, exitCode: EXIT_FAILURE };
  }
  if (isPromptCancelled(error)) return { line: 'Cancelled', exitCode: EXIT_CANCELLED };
  const message = error instanceof Error ? error.message : String(error);
  return { line: `Error: ${oneLine(message || 'Unexpected failure')}${stack}`, exitCode: EXIT_FAILURE };
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}
