#!/usr/bin/env node
// Applied migrations never change (docs/architecture.md, "Data"). migrations/checksums.json records the
// SHA-256 of every migration's files (its .ts and any .sql beside it) and of the helpers they import; this
// check fails when a recorded file changed or went away, when a migration is not recorded yet, or when a
// migration imports another migration's code (generated SQL goes into the migration's own .sql file).
//
//   node tools/migrations/checksums.mjs          check (CI runs it with the static checks)
//   node tools/migrations/checksums.mjs --add    record the files not recorded yet (a new migration)
//
// A migration that is not in main yet may still change: take its line out of checksums.json and --add again.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const dir = join(root, 'migrations/src');
const listFile = join(root, 'migrations/checksums.json');

/** The files whose content an applied migration's SQL depends on. */
const frozen = readdirSync(dir)
  .filter((f) => /^\d{13}-.+\.(ts|sql)$/.test(f) || f === 'sql-file.ts')
  .sort();
const sha = (file) =>
  createHash('sha256')
    .update(readFileSync(join(dir, file)))
    .digest('hex');
const recorded = existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : {};

if (process.argv.includes('--add')) {
  const added = frozen.filter((f) => !(f in recorded));
  for (const f of added) recorded[f] = sha(f);
  const sorted = Object.fromEntries(
    Object.keys(recorded)
      .sort()
      .map((f) => [f, recorded[f]]),
  );
  writeFileSync(listFile, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(added.length ? `recorded: ${added.join(', ')}` : 'nothing new to record');
  process.exit(0);
}

const problems = [];
for (const [file, sum] of Object.entries(recorded)) {
  if (!existsSync(join(dir, file))) problems.push(`${file} is recorded but gone: an applied migration is never removed`);
  else if (sha(file) !== sum) problems.push(`${file} changed: an applied migration never changes; write a new migration instead`);
}
for (const file of frozen.filter((f) => !(f in recorded)))
  problems.push(`${file} is not recorded: run \`node tools/migrations/checksums.mjs --add\` once it is final`);
for (const file of frozen.filter((f) => f.endsWith('.ts'))) {
  for (const [, imported] of readFileSync(join(dir, file), 'utf8').matchAll(/from '\.\/(\d{13}-[^']+)'/g))
    problems.push(`${file} imports ${imported}: a migration never imports another's code`);
}
if (problems.length) {
  console.error(`migrations: ${problems.length} problem(s)\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`migrations: ${Object.keys(recorded).length} files as recorded`);
