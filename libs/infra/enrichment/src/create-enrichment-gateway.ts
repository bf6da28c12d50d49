import type { EnrichmentGateway } from '@atrium/modules';
import { CachedEnrichmentGateway, type SqlExecutor } from './cached-enrichment-gateway.js';
import { EmptyEnrichmentGateway } from './empty-enrichment-gateway.js';
import { HttpEnrichmentGateway } from './http-enrichment-gateway.js';

export interface EnrichmentConfig {
  /** ENRICHMENT_URL and ENRICHMENT_API_KEY; absent, every lookup answers the empty result. */
  enrichment?: { url: string; apiKey?: string };
  /** The DataSource (the shared cache). */
  db: SqlExecutor;
  timeoutMs?: number;
  ttlMs?: number;
}

/** Chooses the EnrichmentGateway driver from the configuration (CONTRACT §2). */
export function createEnrichmentGateway(config: EnrichmentConfig): EnrichmentGateway {
  if (!config.enrichment) return new EmptyEnrichmentGateway();
  const http = new HttpEnrichmentGateway({ ...config.enrichment, timeoutMs: config.timeoutMs });
  return new CachedEnrichmentGateway(http, config.db, { ttlMs: config.ttlMs });
}
