// What bench:ab reports: two builds loaded at the same moment, so a slower minute of the shared host slows
// both, and the ratio of their CPU per request stays put where each figure alone moves by half.

/** `KEY=value` words → an environment object; a word without `=` is refused (one line). */
export function parseEnv(words) {
  const env = {};
  for (const word of words) {
    const at = word.indexOf('=');
    if (at < 1) throw new Error(`--b-env takes KEY=value (got '${word}')`);
    env[word.slice(0, at)] = word.slice(at + 1);
  }
  return env;
}

/** Median and range of B's CPU per request over A's, one ratio per round (rounds where either served none are left out). */
export function pairedSummary(rounds) {
  const ratios = rounds
    .filter((r) => r.a > 0 && r.b > 0)
    .map((r) => r.b / r.a)
    .sort((x, y) => x - y);
  if (!ratios.length) return undefined;
  const middle = ratios.length / 2;
  const median = ratios.length % 2 ? ratios[Math.floor(middle)] : (ratios[middle - 1] + ratios[middle]) / 2;
  return { median, min: ratios[0], max: ratios.at(-1), rounds: ratios.length };
}
