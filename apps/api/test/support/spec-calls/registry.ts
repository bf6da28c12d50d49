import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from '@jest/globals';

/**
 * Each test of spec-calls.test.ts names the spec call it sends: one segment of a call line (the text between
 * two ';' with a verb in it), word for word, and which of its alternatives ("?project or ?id") it sends.
 * The guard test compares those names with the spec's call lines, so a call line without a test fails.
 */
const covered = new Map<string, string[]>();

/** A test of one call of the spec: `segment` as the spec writes it, `variant` what this test sends of it. */
export function specCall(segment: string, variant: string, test: () => Promise<void>): void {
  covered.set(segment, [...(covered.get(segment) ?? []), variant]);
  it(variant === segment ? segment : `${segment} :: ${variant}`, test);
}
/** A segment with one way to send it. */
export const specCall1 = (segment: string, test: () => Promise<void>) => specCall(segment, segment, test);

const FIXTURE = fileURLToPath(new URL('./call-lines.txt', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

/**
 * The output of `spec-check --call-lines` when the tool is on this machine (SPEC_CHECK, or the spec's
 * checkout beside the project as on the development machine); CI has only the project, hence the fixture.
 */
function toolLines(): string | undefined {
  const tool = [process.env.SPEC_CHECK, `${ROOT}../shared/tools/spec-check`].find((p) => p && existsSync(p));
  return tool ? execFileSync(tool, ['--call-lines'], { cwd: ROOT, encoding: 'utf8' }) : undefined;
}

/** The segments of the call lines that carry a call, e.g. "GET /cms/sections?project or ?id". */
export function segmentsOf(lines: string): string[] {
  return (
    lines
      .split('\n')
      .map((l) => l.trim().replace(/^- /, ''))
      .flatMap((l) => l.split(';'))
      // A call ends where its sentence does: "DELETE /cms/groups?id. Group update call not shown".
      .map((s) => s.trim().split('. ')[0].replace(/\.$/, ''))
      .filter((s) => /\b(GET|POST|PATCH|DELETE) \//.test(s))
  );
}

/** One variant per way of sending a read at least: "?project, ?id or ?assigned" has three. */
const alternativesOf = (segment: string) => Math.max(1, (segment.match(/\?/g) ?? []).length);

export function guardTests(): void {
  it('the committed call lines are the spec’s (when spec-check is on this machine)', () => {
    const fromTool = toolLines();
    if (fromTool === undefined) return;
    // When this fails the spec changed: refresh call-lines.txt from `spec-check --call-lines` and add the tests.
    expect(readFileSync(FIXTURE, 'utf8')).toBe(fromTool);
  });

  it('every call of every call line has a test, and every test names a call of the spec', () => {
    const segments = segmentsOf(readFileSync(FIXTURE, 'utf8'));
    expect(segments.length).toBeGreaterThan(100);
    expect(segments.filter((s) => !covered.has(s))).toEqual([]);
    expect([...covered.keys()].filter((s) => !segments.includes(s))).toEqual([]);
    const short = segments.filter((s) => (covered.get(s)?.length ?? 0) < alternativesOf(s));
    expect(short).toEqual([]);
  });
}
