import type { EnrichmentData, EnrichmentGateway } from '@atrium/modules';

/** What the cache needs of the database: the DataSource. */
export interface SqlExecutor {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

export interface CachedEnrichmentGatewayOptions {
  /** How long an answer is reused (default 7 days): providers bill per lookup, and people change jobs slowly. */
  ttlMs?: number;
}

const READ = `SELECT data FROM enrichment_cache WHERE email = $1 AND fetched_at > now() - $2::float8 * interval '1 millisecond'`;
const WRITE = `INSERT INTO enrichment_cache (email, data, fetched_at) VALUES ($1, $2::jsonb, now())
  ON CONFLICT (email) DO UPDATE SET data = EXCLUDED.data, fetched_at = EXCLUDED.fetched_at`;

/**
 * Keeps each answer per e-mail in the `enrichment_cache` table, so every API process shares it. An unknown
 * person is an answer too (cached); a provider failure is not. The cache is shared across tenants on
 * purpose: it holds what the provider says about an address, nothing a tenant wrote.
 */
export class CachedEnrichmentGateway implements EnrichmentGateway {
  private readonly ttlMs: number;

  constructor(
    private readonly inner: EnrichmentGateway,
    private readonly db: SqlExecutor,
    options: CachedEnrichmentGatewayOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 7 * 24 * 3_600_000;
  }

  async lookup(email: string): Promise<EnrichmentData> {
    const key = email.trim().toLowerCase();
    const [hit] = (await this.db.query(READ, [key, this.ttlMs])) as { data: EnrichmentData }[];
    if (hit) return hit.data;
    const data = await this.inner.lookup(key);
    await this.db.query(WRITE, [key, JSON.stringify(data)]);
    return data;
  }
}
