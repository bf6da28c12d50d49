import { describe, expect, it } from '@jest/globals';
import { DEFAULT_ANALYZE_RULE, estimatedChanges, needsAnalyze, ruleOfTable } from './table-statistics.js';

describe("autovacuum's analyze rule", () => {
  it('asks for an ANALYZE once the changes exceed 50 + 10 % of the rows last counted', () => {
    expect(needsAnalyze({ changed: 150, rows: 1000 }, DEFAULT_ANALYZE_RULE)).toBe(false);
    expect(needsAnalyze({ changed: 151, rows: 1000 }, DEFAULT_ANALYZE_RULE)).toBe(true);
    expect(needsAnalyze({ changed: 100_050, rows: 1_000_000 }, DEFAULT_ANALYZE_RULE)).toBe(false);
    expect(needsAnalyze({ changed: 100_051, rows: 1_000_000 }, DEFAULT_ANALYZE_RULE)).toBe(true);
  });

  it('counts a table analyzed while empty, or never analyzed (reltuples -1), as empty', () => {
    expect(needsAnalyze({ changed: 50, rows: 0 }, DEFAULT_ANALYZE_RULE)).toBe(false);
    expect(needsAnalyze({ changed: 51, rows: 0 }, DEFAULT_ANALYZE_RULE)).toBe(true);
    expect(needsAnalyze({ changed: 51, rows: -1 }, DEFAULT_ANALYZE_RULE)).toBe(true);
    expect(needsAnalyze({ changed: 0, rows: -1 }, DEFAULT_ANALYZE_RULE)).toBe(false);
  });

  it("follows the server's settings", () => {
    const rule = { threshold: 0, scaleFactor: 0.5 };
    expect(needsAnalyze({ changed: 500, rows: 1000 }, rule)).toBe(false);
    expect(needsAnalyze({ changed: 501, rows: 1000 }, rule)).toBe(true);
  });

  it("takes a table's own storage parameters over the server's, ignoring what is not a number", () => {
    expect(ruleOfTable(null, DEFAULT_ANALYZE_RULE)).toEqual(DEFAULT_ANALYZE_RULE);
    expect(ruleOfTable(['fillfactor=90', 'autovacuum_analyze_scale_factor=0.02'], DEFAULT_ANALYZE_RULE)).toEqual({
      threshold: 50,
      scaleFactor: 0.02,
    });
    expect(ruleOfTable(['autovacuum_analyze_threshold=1000'], DEFAULT_ANALYZE_RULE)).toEqual({ threshold: 1000, scaleFactor: 0.1 });
    expect(ruleOfTable(['autovacuum_analyze_threshold=x'], DEFAULT_ANALYZE_RULE)).toEqual(DEFAULT_ANALYZE_RULE);
  });

  it('estimates the changes from the pages a table gained or lost when its counter was lost (a restart of the embedded database)', () => {
    const analyzed = { rows: 1000, pages: 10, hasStatistics: true };
    // ANALYZE saw 1,000 rows in 10 pages; the table has 25 pages now: some 1,500 rows more.
    expect(estimatedChanges({ ...analyzed, counted: 0, pagesNow: 25 })).toBe(1500);
    expect(estimatedChanges({ ...analyzed, counted: 2000, pagesNow: 25 })).toBe(2000);
    expect(estimatedChanges({ ...analyzed, counted: 7, pagesNow: 10 })).toBe(7);
    // Emptied (TRUNCATE): every row it had.
    expect(estimatedChanges({ ...analyzed, counted: 0, pagesNow: 0 })).toBe(1000);
  });

  it('counts every row of a table that ANALYZE only ever saw empty, even where CREATE INDEX brought reltuples up to date', () => {
    expect(estimatedChanges({ counted: 0, rows: 5000, pages: 50, pagesNow: 50, hasStatistics: false })).toBe(5000);
  });

  it('has no density for a table ANALYZE saw empty that has pages now: its rows must be counted', () => {
    expect(estimatedChanges({ counted: 0, rows: 0, pages: 0, pagesNow: 3, hasStatistics: false })).toBeUndefined();
    expect(estimatedChanges({ counted: 0, rows: -1, pages: 0, pagesNow: 1, hasStatistics: false })).toBeUndefined();
    expect(estimatedChanges({ counted: 4, rows: 0, pages: 0, pagesNow: 0, hasStatistics: false })).toBe(4);
  });
});
