import { describe, expect, it } from '@jest/globals';
import { emptyEnrichment } from '@atrium/modules';
import { toEnrichmentData } from './person-record.js';

const NOW = new Date('2026-06-01T00:00:00Z');

describe('toEnrichmentData', () => {
  it('answers the empty result for no record, and null for blank or mistyped fields', () => {
    expect(toEnrichmentData(undefined, NOW)).toEqual(emptyEnrichment());
    expect(toEnrichmentData({ full_name: '  ', sex: 7 as never, education: 'none' as never, experience: null }, NOW)).toEqual(
      emptyEnrichment(),
    );
  });

  it('brackets the age by decade from the birth year and ignores an impossible one', () => {
    expect(toEnrichmentData({ birth_year: 2006 }, NOW).ageRange).toBe('20-29');
    expect(toEnrichmentData({ birth_year: 1996 }, NOW).ageRange).toBe('30-39');
    expect(toEnrichmentData({ birth_year: 2030 }, NOW).ageRange).toBeNull();
    expect(toEnrichmentData({ birth_year: 1990.5 }, NOW).ageRange).toBeNull();
  });

  it('gives profile links a scheme and keeps one that has it', () => {
    const data = toEnrichmentData(
      { twitter_url: 'twitter.com/ada', linkedin_url: 'http://linkedin.com/in/ada', avatar_url: 'cdn.example.com/a.png' },
      NOW,
    );
    expect([data.twitter, data.linkedin, data.avatar]).toEqual([
      'https://twitter.com/ada',
      'http://linkedin.com/in/ada',
      'https://cdn.example.com/a.png',
    ]);
  });
});
