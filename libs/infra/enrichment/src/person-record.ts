import { emptyEnrichment, type EnrichmentData } from '@atrium/modules';

/**
 * The provider's answer the HTTP driver expects: People Data Labs' person enrichment
 * (`GET <ENRICHMENT_URL>?email=<e-mail>` with the header `X-Api-Key`), 200 with
 * `{ "status": 200, "data": { ... } }` or 404 when nobody is known. Every field is optional:
 *
 * ```json
 * { "status": 200, "data": {
 *     "full_name": "sean thorne", "sex": "male", "birth_year": 1990,
 *     "job_title": "co-founder and chief executive officer", "job_company_name": "people data labs",
 *     "location_name": "san francisco, california, united states", "summary": "…",
 *     "facebook_url": "facebook.com/deseanthorne", "twitter_url": "twitter.com/seanthorne5",
 *     "linkedin_url": "linkedin.com/in/seanthorne", "profile_pic_url": "https://…/sean.jpg",
 *     "education": [{ "school": { "name": "university of oregon" }, "degrees": ["bachelors"], "end_date": "2013" }],
 *     "experience": [{ "company": { "name": "people data labs" }, "title": { "name": "ceo" } }] } }
 * ```
 * `profile_pic_url` (or `avatar_url`) is not part of PDL's free fields; providers that send one fill the avatar.
 */
export interface PersonRecord {
  full_name?: string | null;
  sex?: string | null;
  birth_year?: number | null;
  job_title?: string | null;
  job_company_name?: string | null;
  location_name?: string | null;
  summary?: string | null;
  facebook_url?: string | null;
  twitter_url?: string | null;
  linkedin_url?: string | null;
  profile_pic_url?: string | null;
  avatar_url?: string | null;
  education?: { school?: { name?: string | null } | null; degrees?: string[] | null; end_date?: string | null }[] | null;
  experience?: { company?: { name?: string | null } | null; title?: { name?: string | null } | null }[] | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** PDL gives profile links without a scheme; the console links them, so they get one. */
const link = (value: unknown): string | null => {
  const url = text(value);
  return url && !/^https?:\/\//i.test(url) ? `https://${url}` : url;
};

/** A decade bracket from the birth year ('30-39'), what the spec calls an age range. */
function ageRange(birthYear: unknown, now: Date): string | null {
  if (typeof birthYear !== 'number' || !Number.isInteger(birthYear)) return null;
  const age = now.getUTCFullYear() - birthYear;
  if (age < 0 || age > 130) return null;
  const low = Math.floor(age / 10) * 10;
  return `${low}-${low + 9}`;
}

const year = (date: unknown): number | null => {
  const match = typeof date === 'string' ? /^(\d{4})/.exec(date) : null;
  return match ? Number(match[1]) : null;
};

/** Maps a provider's person record to the fields of spec 2 §3, `null` where the record says nothing. */
export function toEnrichmentData(record: PersonRecord | null | undefined, now: Date): EnrichmentData {
  const out = emptyEnrichment();
  if (!record || typeof record !== 'object') return out;
  return {
    avatar: link(record.profile_pic_url ?? record.avatar_url),
    fullName: text(record.full_name),
    gender: text(record.sex),
    ageRange: ageRange(record.birth_year, now),
    organization: text(record.job_company_name),
    title: text(record.job_title),
    location: text(record.location_name),
    bio: text(record.summary),
    facebook: link(record.facebook_url),
    twitter: link(record.twitter_url),
    linkedin: link(record.linkedin_url),
    details: {
      education: (Array.isArray(record.education) ? record.education : []).map((e) => ({
        degree: text(e?.degrees?.[0]),
        name: text(e?.school?.name),
        end: { year: year(e?.end_date) },
      })),
      employment: (Array.isArray(record.experience) ? record.experience : []).map((e) => ({
        name: text(e?.company?.name),
        title: text(e?.title?.name),
      })),
    },
  };
}
