import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Google Calendar event as the events endpoint answers it (the fields an import reads). */
export interface FakeGoogleEvent {
  id: string;
  summary?: string;
  description?: string;
  status?: string;
  start: { dateTime?: string; date?: string };
  end: { dateTime?: string; date?: string };
}

export interface FakeGoogle {
  /** Base URL; the token endpoint is `${url}/token`, the API root `${url}/`. */
  url: string;
  tokenUrl: string;
  apiRootUrl: string;
  authUrl: string;
  /** Every request, for assertions: method, path and the parsed form or query. */
  requests: Array<{ method: string; path: string; params: Record<string, string>; authorization?: string }>;
  /** Codes Google would accept, each with the refresh token it grants (null: a repeated consent). */
  codes: Map<string, string | null>;
  events: FakeGoogleEvent[];
  close(): Promise<void>;
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (data += c));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

/**
 * A local stand-in for Google's OAuth token endpoint and Calendar events endpoint: it accepts the codes
 * it was given (each once, as Google does), refreshes the refresh tokens it issued, and serves `events`
 * `pageSize` at a time with page tokens, to Bearer tokens it issued only.
 */
export async function startFakeGoogle(options: { pageSize?: number } = {}): Promise<FakeGoogle> {
  const pageSize = options.pageSize ?? 2;
  const issued = new Set<string>();
  const refreshable = new Set<string>();
  let serial = 0;
  const fake = { requests: [], codes: new Map(), events: [] } as unknown as FakeGoogle;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const json = (status: number, payload: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      const raw = req.method === 'POST' ? await body(req) : '';
      const params = Object.fromEntries(req.method === 'POST' ? new URLSearchParams(raw) : url.searchParams);
      fake.requests.push({ method: req.method ?? '', path: url.pathname, params, authorization: req.headers.authorization });
      if (req.method === 'POST' && url.pathname === '/token') {
        const access = `access-${++serial}`;
        if (params.grant_type === 'authorization_code' && fake.codes.has(params.code)) {
          const refresh = fake.codes.get(params.code)!;
          fake.codes.delete(params.code);
          issued.add(access);
          if (refresh) refreshable.add(refresh);
          return json(200, {
            access_token: access,
            expires_in: 3599,
            token_type: 'Bearer',
            scope: 'calendar',
            ...(refresh ? { refresh_token: refresh } : {}),
          });
        }
        if (params.grant_type === 'refresh_token' && refreshable.has(params.refresh_token)) {
          issued.add(access);
          return json(200, { access_token: access, expires_in: 3599, token_type: 'Bearer' });
        }
        return json(400, { error: 'invalid_grant', error_description: 'Bad Request' });
      }
      if (req.method === 'GET' && url.pathname === '/calendar/v3/calendars/primary/events') {
        const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
        if (!issued.has(token)) return json(401, { error: { code: 401, message: 'Invalid Credentials' } });
        const from = Number(params.pageToken ?? 0);
        const next = from + pageSize;
        return json(200, {
          kind: 'calendar#events',
          items: fake.events.slice(from, next),
          ...(next < fake.events.length ? { nextPageToken: String(next) } : {}),
        });
      }
      json(404, { error: 'not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    url: base,
    tokenUrl: `${base}/token`,
    apiRootUrl: `${base}/`,
    authUrl: `${base}/auth`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
