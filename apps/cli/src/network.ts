/**
 * fetch with a time limit and failures that say what happened ('connection refused', 'host not found')
 * rather than undici's 'fetch failed'; the api-client turns them into `network.unreachable`.
 */
export function explainingFetch(base: typeof fetch, timeoutMs: number): typeof fetch {
  return async (input, init) => {
    try {
      const own = init?.signal ?? (input instanceof Request ? input.signal : undefined);
      const timeout = AbortSignal.timeout(timeoutMs);
      return await base(input, { ...init, signal: own ? AbortSignal.any([own, timeout]) : timeout });
    } catch (error) {
      throw new Error(describeNetworkFailure(error, timeoutMs), { cause: error });
    }
  };
}

export function describeNetworkFailure(error: unknown, timeoutMs: number): string {
  const e = error as Error & { cause?: { code?: string; message?: string; errors?: Array<{ code?: string }> } };
  if (e?.name === 'TimeoutError') return `no answer within ${Math.round(timeoutMs / 1000)}s`;
  const code = e?.cause?.code ?? e?.cause?.errors?.[0]?.code;
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host not found';
    case 'ECONNRESET':
      return 'connection reset';
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return 'connection timed out';
    default:
      return e?.cause?.message || e?.message || String(error);
  }
}
