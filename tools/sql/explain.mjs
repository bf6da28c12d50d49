// Groups the recorded statements per repository file and method, and explains each with the parameters
// of the calls that sent it (at most MAX_PARAMETER_SETS sets, the earliest calls first): a statement whose
// plan depends on its values (a dense or a rare text filter) shows each distinct plan with its first call.
// Plans that differ only in their values count as one.
import { basename } from 'node:path';
import { isControl, isExplainable, maskPlan, normalise, renderFile } from './render.mjs';

const MAX_PARAMETER_SETS = 6;

/** Requests in the order they were sent, then jobs (run on the queue's own time) by name. */
const earlier = (a, b) => a.seq < b.seq || (a.seq === b.seq && a.label < b.label);

const parametersKey = (params) => JSON.stringify(params, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v));

/** A plan without its values: plans that differ only by a parameter's value (the next batch's key) are one. */
const shapeOf = (lines) =>
  lines
    .join('\n')
    .replace(/'(?:[^']|'')*'/g, '?')
    .replace(/\$\d+/g, '?')
    .replace(/\b\d+(?:\.\d+)?\b/g, '?');

async function planOf(ds, sql, params) {
  if (/^EXPLAIN\b/i.test(sql)) return ['(an EXPLAIN itself: the planner’s estimate of the statement it names)'];
  if (!isExplainable(sql)) return ['(not a query: no plan)'];
  try {
    const rows = await ds.query(`EXPLAIN (COSTS OFF) ${sql}`, params);
    return maskPlan(
      rows.map((r) => r['QUERY PLAN']),
      sql,
      params,
    );
  } catch (error) {
    return [`(no plan: ${String(error.message).split('\n')[0]})`];
  }
}

/**
 * Answers `{ files: name → text, sources: name → repository file, entries, unattributed }`, where
 * `unattributed` lists, for the report, where statements sent outside any repository came from.
 */
export async function explainAll(ds, statements) {
  const entries = new Map();
  const unattributed = new Map();
  for (const s of statements) {
    if (!s.file) {
      unattributed.set(s.where, (unattributed.get(s.where) ?? 0) + 1);
      continue;
    }
    if (isControl(s.sql)) continue;
    const text = normalise(s.sql);
    const key = `${s.file}\0${s.method}\0${text}`;
    let entry = entries.get(key);
    if (!entry) entries.set(key, (entry = { file: s.file, method: s.method, key: text, sql: s.sql, call: s.call, captures: new Map() }));
    const pk = parametersKey(s.params);
    const seen = entry.captures.get(pk);
    if (!seen || earlier(s.call, seen.call)) entry.captures.set(pk, { pk, params: s.params, call: s.call });
    if (earlier(s.call, entry.call)) Object.assign(entry, { sql: s.sql, call: s.call });
  }
  const byFile = new Map();
  for (const entry of entries.values()) {
    const captures = [...entry.captures.values()]
      .sort((a, b) => (earlier(a.call, b.call) ? -1 : earlier(b.call, a.call) ? 1 : a.pk < b.pk ? -1 : a.pk > b.pk ? 1 : 0))
      .slice(0, MAX_PARAMETER_SETS);
    const plans = new Map();
    for (const capture of captures) {
      const lines = await planOf(ds, entry.sql, capture.params);
      const shape = shapeOf(lines);
      if (!plans.has(shape)) plans.set(shape, { call: capture.call.label, lines });
    }
    entry.plans = [...plans.values()];
    if (!byFile.has(entry.file)) byFile.set(entry.file, []);
    byFile.get(entry.file).push(entry);
  }
  const files = new Map();
  const sources = new Map();
  for (const [source, list] of [...byFile].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const name = basename(source).replace(/\.ts$/, '.sql');
    if (sources.has(name)) throw new Error(`sql:queries: ${source} and ${sources.get(name)} would share queries/${name}`);
    sources.set(name, source);
    files.set(name, renderFile(`libs/infra/persistence/src/${source}`, list));
  }
  return { files, sources, entries: entries.size, unattributed: [...unattributed].sort((a, b) => b[1] - a[1]) };
}
