import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { checkedAddresses, resolveWithDns, type AddressRules, type ResolveHost } from './address-policy.js';

/** One message to send to one endpoint. */
export interface WebhookMessage {
  url: string;
  /** The endpoint's secret, `whsec_…`. */
  secret: string;
  /** `webhook-id`: the same for every attempt and redelivery of the message. */
  id: string;
  /** The JSON body, sent byte for byte as signed. */
  body: string;
}

export interface WebhookAnswer {
  ok: boolean;
  status?: number;
  ms: number;
  /** The first bytes of the answer (at most 1 kB). */
  body?: string;
  error?: string;
}

export interface WebhookSenderOptions extends AddressRules {
  /** The whole attempt, connection to last byte read (default 10 s). */
  timeoutMs?: number;
  resolve?: ResolveHost;
  /** The `webhook-timestamp` (tests). */
  now?: () => Date;
}

const KEPT_BYTES = 1024;

/**
 * How long a host's checked addresses are reused: a batch to one endpoint resolves its host once, not once a
 * message, and a changed DNS answer is followed soon after. The connection still goes to a checked address.
 */
const RESOLVED_FOR_MS = 10_000;

/**
 * Sends signed webhooks as Standard Webhooks says (`webhook-id`, `webhook-timestamp`, `webhook-signature`
 * `v1,<base64 HMAC-SHA256 of id.timestamp.body>`). The host is resolved first, every address checked, and
 * the connection made to a checked address (no second resolution a rebinding DNS could answer differently).
 * Redirects are not followed: a 3xx is a failure, as is anything but 2xx.
 */
export class WebhookSender {
  private readonly timeoutMs: number;
  private readonly resolve: ResolveHost;
  private readonly now: () => Date;
  private readonly resolved = new Map<string, { until: number; addresses: Promise<{ address: string; family: number }[]> }>();

  constructor(private readonly options: WebhookSenderOptions) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.resolve = options.resolve ?? resolveWithDns;
    this.now = options.now ?? (() => new Date());
  }

  async send(message: WebhookMessage): Promise<WebhookAnswer> {
    const started = Date.now();
    const ms = () => Date.now() - started;
    try {
      const url = new URL(message.url);
      const addresses = await this.addressesOf(url);
      const at = this.now();
      const signature = this.signer(message.secret).sign(message.id, at, message.body);
      const headers = {
        'content-type': 'application/json',
        'user-agent': 'Atrium-Webhooks/1',
        'webhook-id': message.id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signature,
      };
      const { status, body } = await this.post(url, addresses, headers, message.body);
      return { ok: status >= 200 && status < 300, status, body, ms: ms() };
    } catch (error) {
      return { ok: false, ms: ms(), error: error instanceof Error ? error.message : String(error) };
    }
  }

  // One endpoint's messages come in batches: its signer (the secret decoded) is kept for the next one.
  private lastSigner?: { secret: string; webhook: Webhook };
  private signer(secret: string): Webhook {
    if (this.lastSigner?.secret !== secret) this.lastSigner = { secret, webhook: new Webhook(secret) };
    return this.lastSigner.webhook;
  }

  private addressesOf(url: URL): Promise<{ address: string; family: number }[]> {
    const now = Date.now();
    const known = this.resolved.get(url.hostname);
    if (known && known.until > now) return known.addresses;
    for (const [host, entry] of this.resolved) if (entry.until <= now) this.resolved.delete(host);
    const addresses = checkedAddresses(url, this.options, this.resolve);
    this.resolved.set(url.hostname, { until: now + RESOLVED_FOR_MS, addresses });
    // A refusal or a failed lookup is not kept: the next message asks again.
    addresses.catch(() => {
      if (this.resolved.get(url.hostname)?.addresses === addresses) this.resolved.delete(url.hostname);
    });
    return addresses;
  }

  private post(
    url: URL,
    addresses: { address: string; family: number }[],
    headers: Record<string, string>,
    body: string,
  ): Promise<{ status: number; body: string }> {
    // Node asks for every address (all: true) when it may try several (autoSelectFamily), else for one.
    const lookup = ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) =>
      options?.all ? callback(null, addresses) : callback(null, addresses[0].address, addresses[0].family)) as unknown as LookupFunction;
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = send(url, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, lookup });
      const timer = setTimeout(() => req.destroy(new Error(`no answer within ${this.timeoutMs / 1000} s`)), this.timeoutMs);
      req.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      req.on('response', (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        const done = () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).subarray(0, KEPT_BYTES).toString('utf8') });
        };
        res.on('data', (chunk: Buffer) => {
          if (kept >= KEPT_BYTES) return;
          chunks.push(chunk);
          kept += chunk.length;
          // Enough to show: the rest of a long answer is not waited for.
          if (kept >= KEPT_BYTES) {
            done();
            res.destroy();
          }
        });
        res.on('end', done);
        res.on('error', () => done());
      });
      req.end(body);
    });
  }
}
