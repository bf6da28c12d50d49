import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { EnrichmentUnavailable, emptyEnrichment } from '@atrium/modules';
import { openDatabase, type Database } from '@atrium/persistence';
import { createTestDatabase, type TestDatabase } from '@atrium/testing';
import { CachedEnrichmentGateway } from './cached-enrichment-gateway.js';
import { createEnrichmentGateway } from './create-enrichment-gateway.js';
import { EmptyEnrichmentGateway } from './empty-enrichment-gateway.js';
import { HttpEnrichmentGateway } from './http-enrichment-gateway.js';
import { MIGRATED } from '../../persistence/src/test/migrated-template.js';

/** A PDL person record, as the provider's documentation shows it (trimmed to the fields we map). */
const SEAN = {
  status: 200,
  likelihood: 10,
  data: {
    full_name: 'sean thorne',
    sex: 'male',
    birth_year: 1990,
    job_title: 'co-founder and chief executive officer',
    job_company_name: 'people data labs',
    location_name: 'san francisco, california, united states',
    summary: 'Builds data.',
    facebook_url: 'facebook.com/deseanthorne',
    twitter_url: 'twitter.com/seanthorne5',
    linkedin_url: 'linkedin.com/in/seanthorne',
    profile_pic_url: 'https://cdn.example.com/sean.jpg',
    education: [
      { school: { name: 'university of oregon' }, degrees: ['bachelors'], end_date: '2013-06' },
      { school: { name: 'night school' }, degrees: [], end_date: null },
    ],
    experience: [
      { company: { name: 'people data labs' }, title: { name: 'ceo' } },
      { company: null, title: { name: 'intern' } },
    ],
  },
};

/** The stub provider: knows sean@, refuses a wrong key, never answers for slow@, fails for broken@. */
function stubProvider(calls: URL[], keys: (string | undefined)[]) {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    calls.push(url);
    keys.push(req.headers['x-api-key'] as string | undefined);
    const email = url.searchParams.get('email');
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.headers['x-api-key'] !== 'secret-key') return json(401, { status: 401, error: { type: 'authentication_error' } });
    if (email === 'slow@example.com') return; // never answers: the client's timeout has to end it
    if (email === 'broken@example.com') return json(500, { status: 500 });
    if (email === 'sean@example.com') return json(200, SEAN);
    return json(404, { status: 404, error: { type: 'not_found', message: 'No records were found matching your request' } });
  });
}

describe('HttpEnrichmentGateway against a stub provider', () => {
  let server: Server;
  let url: string;
  const calls: URL[] = [];
  const keys: (string | undefined)[] = [];
  let testDb: TestDatabase;
  let database: Database;
  const now = () => new Date('2026-01-15T00:00:00Z');
  // A generous timeout on a busy machine; only the slow-provider case waits for a short one.
  const gateway = (apiKey = 'secret-key', timeoutMs = 20_000) => new HttpEnrichmentGateway({ url, apiKey, timeoutMs, now });

  beforeAll(async () => {
    server = stubProvider(calls, keys);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v5/person/enrich`;
    testDb = await createTestDatabase({ template: MIGRATED });
    database = await openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir, poolSize: 2 });
  });
  beforeEach(() => {
    calls.length = 0;
    keys.length = 0;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database?.close();
    await testDb?.dispose();
  });

  it('maps the person record to the enrichment fields, sending the e-mail and the key', async () => {
    expect(await gateway().lookup('sean@example.com')).toEqual({
      avatar: 'https://cdn.example.com/sean.jpg',
      fullName: 'sean thorne',
      gender: 'male',
      ageRange: '30-39',
      organization: 'people data labs',
      title: 'co-founder and chief executive officer',
      location: 'san francisco, california, united states',
      bio: 'Builds data.',
      facebook: 'https://facebook.com/deseanthorne',
      twitter: 'https://twitter.com/seanthorne5',
      linkedin: 'https://linkedin.com/in/seanthorne',
      details: {
        education: [
          { degree: 'bachelors', name: 'university of oregon', end: { year: 2013 } },
          { degree: null, name: 'night school', end: { year: null } },
        ],
        employment: [
          { name: 'people data labs', title: 'ceo' },
          { name: null, title: 'intern' },
        ],
      },
    });
    expect(calls[0].pathname).toBe('/v5/person/enrich');
    expect(calls[0].searchParams.get('email')).toBe('sean@example.com');
    expect(keys).toEqual(['secret-key']);
  });

  it('answers the empty result for a person the provider does not know', async () => {
    expect(await gateway().lookup('nobody@example.com')).toEqual(emptyEnrichment());
  });

  it('fails with EnrichmentUnavailable on a timeout, a refused key and a server error', async () => {
    await expect(gateway('secret-key', 300).lookup('slow@example.com')).rejects.toThrow(
      new EnrichmentUnavailable('no answer within 300 ms'),
    );
    await expect(gateway('wrong').lookup('sean@example.com')).rejects.toThrow(/refused ENRICHMENT_API_KEY \(401\)/);
    await expect(gateway().lookup('broken@example.com')).rejects.toThrow(/answered 500/);
  });

  it('asks the provider once per e-mail while the cached answer is fresh, unknown people included, errors not', async () => {
    const cached = new CachedEnrichmentGateway(gateway(), database.dataSource);
    const first = await cached.lookup('sean@example.com');
    expect(await cached.lookup(' Sean@Example.com ')).toEqual(first);
    await cached.lookup('nobody@example.com');
    await cached.lookup('nobody@example.com');
    await expect(cached.lookup('broken@example.com')).rejects.toBeInstanceOf(EnrichmentUnavailable);
    await expect(cached.lookup('broken@example.com')).rejects.toBeInstanceOf(EnrichmentUnavailable);
    expect(calls.map((c) => c.searchParams.get('email'))).toEqual([
      'sean@example.com',
      'nobody@example.com',
      'broken@example.com',
      'broken@example.com',
    ]);

    // A stale entry is asked again.
    const fresh = new CachedEnrichmentGateway(gateway(), database.dataSource, { ttlMs: 1 });
    await database.dataSource.query(`UPDATE enrichment_cache SET fetched_at = now() - interval '1 hour'`);
    await fresh.lookup('sean@example.com');
    expect(calls).toHaveLength(5);
  });

  it('is chosen by configuration: the empty driver without ENRICHMENT_URL, the cached HTTP one with it', () => {
    expect(createEnrichmentGateway({ db: database.dataSource })).toBeInstanceOf(EmptyEnrichmentGateway);
    expect(createEnrichmentGateway({ db: database.dataSource, enrichment: { url } })).toBeInstanceOf(CachedEnrichmentGateway);
  });
});
