import { EnrichmentUnavailable, emptyEnrichment, type EnrichmentData, type EnrichmentGateway } from '@atrium/modules';
import { toEnrichmentData, type PersonRecord } from './person-record.js';

export interface HttpEnrichmentGatewayOptions {
  /** ENRICHMENT_URL: the person-enrichment endpoint; the e-mail goes in its `email` query parameter. */
  url: string;
  /** ENRICHMENT_API_KEY, sent as `X-Api-Key`. */
  apiKey?: string;
  /** How long to wait for the provider (default 5 s); a lookup waiting longer answers 503. */
  timeoutMs?: number;
  now?: () => Date;
}

/** Asks a People Data Labs-style provider (see `PersonRecord` for the answer it expects). */
export class HttpEnrichmentGateway implements EnrichmentGateway {
  private readonly timeoutMs: number;
  private readonly now: () => Date;

  constructor(private readonly options: HttpEnrichmentGatewayOptions) {
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.now = options.now ?? (() => new Date());
  }

  async lookup(email: string): Promise<EnrichmentData> {
    const url = new URL(this.options.url);
    url.searchParams.set('email', email);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', ...(this.options.apiKey ? { 'x-api-key': this.options.apiKey } : {}) },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      // fetch rejects with a DOMException, not always an Error of this realm: its name tells a timeout.
      const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
      throw new EnrichmentUnavailable(timedOut ? `no answer within ${this.timeoutMs} ms` : `cannot reach ${url.host}`);
    }
    // PDL answers 404 for a person it does not know: that is an answer, not a failure.
    if (response.status === 404) return emptyEnrichment();
    if (response.status === 401 || response.status === 403)
      throw new EnrichmentUnavailable(`the provider refused ENRICHMENT_API_KEY (${response.status})`);
    if (!response.ok) throw new EnrichmentUnavailable(`the provider answered ${response.status}`);
    let body: { data?: PersonRecord } | null;
    try {
      body = (await response.json()) as { data?: PersonRecord } | null;
    } catch {
      throw new EnrichmentUnavailable('the provider answered something other than JSON');
    }
    return toEnrichmentData(body?.data, this.now());
  }
}
