import { describe, expect, it } from '@jest/globals';
// @ts-expect-error: a plain-JavaScript tool, typed by what this spec uses of it.
import * as tool from './paired.mjs';

type Summary = { median: number; min: number; max: number; rounds: number } | undefined;
const pairedSummary = tool.pairedSummary as (rounds: { a: number; b: number }[]) => Summary;
const parseEnv = tool.parseEnv as (words: string[]) => Record<string, string>;

describe('tools/bench/paired.mjs: B against A, round by round', () => {
  it('answers the median ratio and its range', () => {
    expect(
      pairedSummary([
        { a: 1, b: 0.9 },
        { a: 2, b: 2 },
        { a: 0.5, b: 0.4 },
      ]),
    ).toEqual({ median: 0.9, min: 0.8, max: 1, rounds: 3 });
    // An even count: the mean of the middle two.
    expect(
      pairedSummary([
        { a: 1, b: 0.9 },
        { a: 1, b: 0.7 },
      ])?.median,
    ).toBeCloseTo(0.8);
  });

  it('leaves out a round where a build served nothing, and answers nothing without any round', () => {
    expect(
      pairedSummary([
        { a: Number.NaN, b: 1 },
        { a: 1, b: 1.1 },
      ]),
    ).toEqual({ median: 1.1, min: 1.1, max: 1.1, rounds: 1 });
    expect(pairedSummary([])).toBeUndefined();
  });

  it("reads B's variables as KEY=value, and refuses anything else", () => {
    expect(parseEnv(['X=1', 'NODE_OPTIONS=--max-semi-space-size=64'])).toEqual({ X: '1', NODE_OPTIONS: '--max-semi-space-size=64' });
    expect(() => parseEnv(['X'])).toThrow("--b-env takes KEY=value (got 'X')");
  });
});
