// The benches' command lines. `--help` answers before anything is built or seeded, and a mistyped option
// (`--row 1000`) or value stops with exit 2 instead of being ignored: a bench that ignored it went on to
// seed its default size, minutes of work.
import { parseArgs } from 'node:util';

/**
 * `spec`: `{ name: { type: 'string' | 'boolean', count?: true, choices?: string[] } }` (`count`: a whole
 * number ≥ 1). Answers `{ help: true }`, `{ error }` (one line), or `{ values }` (only what was given).
 */
export function parseOptions(argv, spec) {
  let values;
  try {
    const options = { help: { type: 'boolean', short: 'h' } };
    for (const [name, o] of Object.entries(spec)) options[name] = { type: o.type };
    ({ values } = parseArgs({ args: argv, options, strict: true, allowPositionals: false }));
  } catch (error) {
    // node:util's messages go on to explain '--' for positionals, which no bench takes.
    return { error: String(error.message).split('\n')[0].split('. ')[0].replace(/\.$/, '') };
  }
  if (values.help) return { help: true };
  for (const [name, o] of Object.entries(spec)) {
    const value = values[name];
    if (value === undefined) continue;
    if (o.count && !/^[1-9]\d*$/.test(value)) return { error: `--${name} must be a whole number from 1 (got '${value}')` };
    if (o.count) values[name] = Number(value);
    if (o.choices && !o.choices.includes(value)) return { error: `--${name} must be one of ${o.choices.join(', ')} (got '${value}')` };
  }
  return { values };
}

/** `parseOptions` for a bench's main: prints the usage and exits 0 on --help, exits 2 on a bad line. */
export function benchOptions(argv, spec, usage) {
  const parsed = parseOptions(argv, spec);
  if (parsed.help) {
    process.stdout.write(usage);
    process.exit(0);
  }
  if (parsed.error) usageError(parsed.error, usage);
  return parsed.values;
}

/** One line saying what is wrong, the usage, exit 2. */
export function usageError(message, usage) {
  process.stderr.write(`${message}\n\n${usage}`);
  process.exit(2);
}

/** The scenarios `--only` names: those whose name contains one of its comma-separated parts (all without it). */
export function onlyNamed(scenarios, only) {
  const parts = (only ?? '').split(',').filter(Boolean);
  return parts.length ? scenarios.filter((s) => parts.some((part) => s.name.includes(part))) : scenarios;
}
