/** Where the drivers report failures; `console` and a NestJS `Logger` both fit. */
export interface JobLogger {
  log(message: string): void;
  error(message: string): void;
}

export function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** First line only: log lines stay one line, the full stack goes to the job record. */
export function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0];
}
