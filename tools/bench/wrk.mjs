// Load through wrk (Debian's package, written in C) when it is installed: autocannon runs in Node and, on
// two cores shared with the server, spends about a third as much CPU per request as the server itself.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const hasWrk = () => spawnSync('wrk', ['--version']).error === undefined;

// `{n}` in the body becomes a number unique to the thread and request (a new visitor each time). `{n+K}`
// in the path becomes K plus a whole number below K + 600,000 unique to the thread and request, across the
// warm-up and the measured run too (a new range each time): 200,000 per thread, each run starting 20,000
// further on per second of the clock. `{k+K%M}` in the body becomes one of the M whole numbers from K on,
// in turn across threads and requests (one of M rows, so that concurrent writes seldom meet on one row).
const SCRIPT = ({ method, headers, body }, varying) => `
local threads, counter, id, start = 0, 0, 0, 0
function setup(thread) threads = threads + 1; thread:set("id", threads) end
function init() counter = 0; start = (os.time() % 10) * 20000 end
local headers = {${Object.entries(headers)
  .map(([k, v]) => `[${JSON.stringify(k)}] = ${JSON.stringify(v)}`)
  .join(', ')}}
local template = ${JSON.stringify(body ?? '')}
${
  varying
    ? `function request()
  counter = counter + 1
  local body = string.gsub(template, "{n}", tostring(id) .. "-" .. tostring(counter))
  body = string.gsub(body, "{k%+(%d+)%%(%d+)}", function(k, m) return string.format("%d", tonumber(k) + (counter * threads + id) % tonumber(m)) end)
  if body == "" then body = nil end
  local path = string.gsub(wrk.path, "{n%+(%d+)}", function(k) return string.format("%d", tonumber(k) + id * 200000 + (start + counter) % 200000) end)
  return wrk.format(${JSON.stringify(method)}, path, headers, body)
end`
    : // The same request every time: wrk formats it once (a request() function runs Lua for every request,
      // CPU the load generator takes from the two cores the server is measured on).
      `wrk.method = ${JSON.stringify(method)}
wrk.headers = headers
if template ~= "" then wrk.body = template end`
}
function done(summary, latency, requests)
  io.write(string.format("RESULT %d %d %d %d %f %f\\n", summary.requests, summary.errors.status,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout, summary.duration,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
`;

function runWrk(url, request, connections, seconds) {
  const dir = mkdtempSync(join(tmpdir(), 'atrium-wrk-'));
  try {
    const script = join(dir, 'load.lua');
    writeFileSync(script, SCRIPT(request, /\{n/.test(url) || /\{n/.test(request.body ?? '')));
    // wrk refuses fewer connections than threads (the modules bench's smallest run has one).
    const r = spawnSync(
      'wrk',
      [`-t${Math.min(2, connections)}`, `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, url],
      { encoding: 'utf8' },
    );
    const line = (r.stdout ?? '').split('\n').find((l) => l.startsWith('RESULT '));
    if (!line) throw new Error(`wrk failed: ${r.stderr || r.stdout}`);
    const [requests, non2xx, errors, micros, p50, p99] = line.split(' ').slice(1).map(Number);
    // wrk counts 3xx as success too; the bench's requests never answer one.
    return { rps: requests / (micros / 1e6), p50, p99, requests, ok: requests - non2xx, bad: non2xx + errors };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * One scenario: a 1 s warm-up, then `seconds` measured; `ok` counts both (for the nothing-lost check).
 * `around` wraps the measured run alone (the CPU count of tools/bench/cpu.mjs).
 */
export async function wrkLoad(url, request, connections, seconds, around = (measure) => measure()) {
  const warm = runWrk(url, request, connections, 1);
  const r = await around(async () => runWrk(url, request, connections, seconds));
  return { ...r, ok: r.ok + warm.ok };
}
