import { QueryClient } from '@tanstack/react-query';
import { errorStatus } from '../components/use-notify-error';

/** Failed reads are tried again this many times, when trying again can help. */
const RETRIES = 3;

/**
 * A 4xx is the server's answer, not a hiccup: asking again gives the same "not found" or "not allowed" a
 * few seconds later (react-query's default retries every error three times, with a growing delay). Network
 * failures and 5xx are tried again.
 */
export function shouldRetry(failures: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failures < RETRIES;
}

/** The console's react-query client (react-admin's `queryClient`). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } });
}
