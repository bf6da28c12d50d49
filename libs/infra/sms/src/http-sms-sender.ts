import type { SmsSender } from '@atrium/modules';

export interface HttpSmsSenderOptions {
  /** SMS_URL: the provider's send endpoint. */
  url: string;
  /** SMS_API_KEY, sent as `Authorization: Bearer <key>`. */
  apiKey?: string;
  /** Default 5 s. */
  timeoutMs?: number;
}

/**
 * Posts `{"to": "+15145550100", "text": "…"}` as JSON to SMS_URL; any 2xx is sent. Callers send from a job
 * (form notifications), so a failure here throws and the job queue retries it.
 */
export class HttpSmsSender implements SmsSender {
  constructor(private readonly options: HttpSmsSenderOptions) {}

  async send(to: string, text: string): Promise<void> {
    const { url, apiKey, timeoutMs = 5_000 } = this.options;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // fetch rejects with a DOMException, not always an Error of this realm: its name tells a timeout.
      const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
      throw new Error(
        timedOut ? `sms: no answer from ${new URL(url).host} within ${timeoutMs} ms` : `sms: cannot reach ${new URL(url).host}`,
      );
    }
    // The body is read so the connection is released, and named in the error when the provider refuses.
    const body = await response.text();
    if (!response.ok) throw new Error(`sms: the provider answered ${response.status}: ${body.slice(0, 200)}`);
  }
}
