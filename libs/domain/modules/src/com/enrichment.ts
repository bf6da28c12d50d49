import { NotConfigured, portToken } from '@atrium/kernel';

/** A school in a person's education (spec 2 §3 "Enrichment data"). */
export interface EnrichmentEducation {
  degree: string | null;
  name: string | null;
  end: { year: number | null };
}

/** A job in a person's employment history. */
export interface EnrichmentEmployment {
  name: string | null;
  title: string | null;
}

/** What a provider knows about the person behind an e-mail; every field `null` (or empty) when unknown. */
export interface EnrichmentData {
  avatar: string | null;
  fullName: string | null;
  gender: string | null;
  ageRange: string | null;
  organization: string | null;
  title: string | null;
  location: string | null;
  bio: string | null;
  facebook: string | null;
  twitter: string | null;
  linkedin: string | null;
  details: { education: EnrichmentEducation[]; employment: EnrichmentEmployment[] };
}

/** The answer for an e-mail nobody knows (and the whole answer when no provider is configured). */
export function emptyEnrichment(): EnrichmentData {
  return {
    avatar: null,
    fullName: null,
    gender: null,
    ageRange: null,
    organization: null,
    title: null,
    location: null,
    bio: null,
    facebook: null,
    twitter: null,
    linkedin: null,
    details: { education: [], employment: [] },
  };
}

/** Port: looks up a person by e-mail with an enrichment provider (ENRICHMENT_URL), or answers the empty result. */
export interface EnrichmentGateway {
  lookup(email: string): Promise<EnrichmentData>;
}
export const ENRICHMENT_GATEWAY = portToken<EnrichmentGateway>('EnrichmentGateway');

/** The provider did not answer in time or answered an error: the lookup may be retried later (503). */
export class EnrichmentUnavailable extends NotConfigured {
  constructor(reason: string) {
    super('com.enrichment_unavailable', `The enrichment provider is unavailable: ${reason}`);
  }
}
