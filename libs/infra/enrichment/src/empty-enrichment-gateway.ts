import { emptyEnrichment, type EnrichmentData, type EnrichmentGateway } from '@atrium/modules';

/** The default when ENRICHMENT_URL is absent: nobody is known (the console shows 'No data'). */
export class EmptyEnrichmentGateway implements EnrichmentGateway {
  async lookup(): Promise<EnrichmentData> {
    return emptyEnrichment();
  }
}
