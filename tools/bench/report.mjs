// The bench's table: the API beside the bare server, with the ratio and the targets of issue 7.
const RATIO_TARGET = 0.7;

const cell = (text, width) => String(text).padEnd(width);
const ms = (v) => `${Math.round(v * 10) / 10}`;

export function printTable(scenarios, results) {
  const head = ['scenario', 'API req/s', 'p50 ms', 'p99 ms', 'bare req/s', 'p50 ms', 'p99 ms', 'ratio', 'target'];
  const widths = [26, 10, 7, 7, 11, 7, 7, 6, 40];
  const line = (cols) => `| ${cols.map((c, i) => cell(c, widths[i])).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const s of scenarios) {
    const { api, bare } = results[s.name];
    const ratio = bare.rps ? api.rps / bare.rps : 0;
    const targets = [];
    if (s.target) targets.push(`p99 ≤ ${s.target} ms: ${api.p99 <= s.target ? 'met' : `missed by ${ms(api.p99 - s.target)} ms`}`);
    if (s.list) targets.push(`ratio ≥ ${RATIO_TARGET}: ${ratio >= RATIO_TARGET ? 'met' : 'missed'}`);
    const failures = api.bad || bare.bad ? ` (non-2xx/errors: API ${api.bad}, bare ${bare.bad})` : '';
    console.log(
      line([
        s.name,
        Math.round(api.rps),
        ms(api.p50),
        ms(api.p99),
        Math.round(bare.rps),
        ms(bare.p50),
        ms(bare.p99),
        ratio.toFixed(2),
        targets.join('; ') + failures,
      ]),
    );
  }
}
