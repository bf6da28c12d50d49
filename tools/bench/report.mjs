// The bench's table: the API beside the bare server, with the ratio and the targets of issue 7, and the CPU
// each spends per request (issue 21 §2: steadier than req/s on a shared machine).
const RATIO_TARGET = 0.7;
const cpu = (v) => (v === undefined ? 'n/a' : v.toFixed(3));

const cell = (text, width) => String(text).padEnd(width);
const ms = (v) => `${Math.round(v * 10) / 10}`;

export function printTable(scenarios, results) {
  const head = [
    'scenario',
    'API req/s',
    'p50 ms',
    'p99 ms',
    'CPU ms/req',
    'bare req/s',
    'p50 ms',
    'p99 ms',
    'CPU ms/req',
    'ratio',
    'CPU ratio',
    'target',
  ];
  const widths = [26, 10, 7, 7, 10, 11, 7, 7, 10, 6, 9, 40];
  const line = (cols) => `| ${cols.map((c, i) => cell(c, widths[i])).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const s of scenarios) {
    const { api, bare } = results[s.name];
    const ratio = bare.rps ? api.rps / bare.rps : 0;
    // Bare CPU over the API's: 0.7 means the API spends 1/0.7 times the bare server's CPU on a request.
    const cpuRatio = api.cpuPerRequest && bare.cpuPerRequest !== undefined ? (bare.cpuPerRequest / api.cpuPerRequest).toFixed(2) : 'n/a';
    const targets = [];
    if (s.target) targets.push(`p99 ≤ ${s.target} ms: ${api.p99 <= s.target ? 'met' : `missed by ${ms(api.p99 - s.target)} ms`}`);
    if (s.list) targets.push(`ratio ≥ ${RATIO_TARGET}: ${ratio >= RATIO_TARGET ? 'met' : 'missed'}`);
    if (s.cpuTarget) targets.push(`CPU ratio ≥ ${s.cpuTarget}: ${Number(cpuRatio) >= s.cpuTarget ? 'met' : 'missed'}`);
    const failures = api.bad || bare.bad ? ` (non-2xx/errors: API ${api.bad}, bare ${bare.bad})` : '';
    console.log(
      line([
        s.name,
        Math.round(api.rps),
        ms(api.p50),
        ms(api.p99),
        cpu(api.cpuPerRequest),
        Math.round(bare.rps),
        ms(bare.p50),
        ms(bare.p99),
        cpu(bare.cpuPerRequest),
        ratio.toFixed(2),
        cpuRatio,
        targets.join('; ') + failures,
      ]),
    );
  }
}

/** The plan's nodes that say how rows were found, and its time. */
function planSummary(plan) {
  const nodes = plan
    .filter((l) => /Scan|Sort|Limit|Aggregate|Nested Loop|Hash Join/.test(l) && !/Sort (Key|Method)/.test(l))
    .slice(0, 4)
    .map((l) =>
      l
        .trim()
        .replace(/^->\s*/, '')
        .replace(/\s*\(cost=.*?\)/, ''),
    );
  const time = plan.find((l) => l.startsWith('Execution Time'));
  return `${nodes.join(' > ')}${time ? ` | ${time}` : ''}`;
}

/** EXPLAIN (ANALYZE) of each recorded statement, in short. */
export function printPlans(explains) {
  console.log('\nEXPLAIN (ANALYZE) of each statement a list issues (the bare server replays the same ones):');
  for (const [name, plans] of Object.entries(explains)) {
    console.log(`- ${name}`);
    for (const { sql, plan } of plans) {
      // The estimate's EXPLAIN has no plan of its own to show (captureAndExplain notes what it is).
      const summary = plan.length === 1 && plan[0].startsWith('(') ? plan[0] : planSummary(plan);
      console.log(`    ${sql.replace(/\s+/g, ' ').slice(0, 110)}…\n      ${summary}`);
    }
  }
}
