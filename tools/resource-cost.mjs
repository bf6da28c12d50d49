#!/usr/bin/env node
// What a resource costs (issue 20 §1): the hand-written files that mention it, by layer.
//
//   node tools/resource-cost.mjs customer-groups                 that resource (its names derived from the kebab name)
//   node tools/resource-cost.mjs events --name scheduler-event   its names given (each gets every case variant)
//   node tools/resource-cost.mjs customers --path crm/customers  API paths (also found in the console's resource
//                                                                config) and --also <regex> for anything else
//   node tools/resource-cost.mjs --list                          every resource of the console's resource config
//
// A file is the resource's when it mentions the resource and is not another resource's file:
// - it mentions it when it contains one of its names in any case (customer-group, customerGroup,
//   CustomerGroup, customer_group, CUSTOMER_GROUP, singular or plural), as a whole word or a camel-case part,
//   or one of its paths ('crm/groups', the console's crm/add-group, the i18n key crm_groups); a name inside a
//   longer resource's name (customer in customerGroup) is that resource's mention, not this one's;
// - a file whose path names another resource (customers.dto.ts, resources/leads/…) is that resource's, even
//   when it refers to this one (a customer's group): its cost was paid when that resource was added. Files
//   whose path names no resource (the registries: index.ts, resource-config.ts, en.ts, module files…) count
//   for every resource they mention; a file whose path names this resource counts even if its text does not.
// Generated files are not counted: the OpenAPI document and its schema, migrations' SQL, lock files, dist,
// libs/infra/persistence/queries.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');

const GENERATED = [
  /(^|\/)dist\//,
  /^libs\/api-client\/openapi\.json$/,
  /^libs\/api-client\/src\/schema\.ts$/,
  /^libs\/api-client\/src\/meta\.ts$/,
  /^migrations\/.*\.sql$/,
  /^migrations\/checksums\.json$/,
  /^libs\/infra\/persistence\/queries\//,
  /(^|\/)package-lock\.json$/,
  // This tool and its spec name resources as examples.
  /^tools\/resource-cost\./,
  /\.(png|jpe?g|gif|webm|mp4|ico|woff2?|pdf)$/,
];

/**
 * The layers, first match wins: a spec is a test wherever it lives, a README is documentation, and the
 * benchmarks' seeds are the benchmarks' (they fill whatever tables a scenario reads; a resource does not
 * need them).
 */
export const LAYERS = [
  ['tests', /(\.(spec|int-spec|test|e2e)\.tsx?$)|(^|\/)(test|e2e)\/|^libs\/testing\//],
  ['docs', /\.md$|^docs\//],
  ['benchmarks', /^tools\/bench\//],
  ['migration', /^migrations\//],
  ['domain', /^libs\/domain\//],
  ['persistence', /^libs\/infra\/persistence\//],
  ['api', /^apps\/api\/|^libs\/api-client\//],
  ['console', /^apps\/console\//],
  ['cli', /^apps\/cli\//],
  ['other', /./],
];

export const layerOf = (file) => LAYERS.find(([, pattern]) => pattern.test(file))[0];

/** The layers written beside a resource rather than for it to work: not its cost (the recipe's count). */
export const BESIDE = ['tests', 'docs', 'benchmarks'];

export function singular(word) {
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  if (/(ss|x|z|ch|sh)es$/.test(word)) return word.replace(/es$/, '');
  if (/[^su]s$/.test(word)) return word.replace(/s$/, '');
  return word;
}

export function plural(word) {
  if (/[^aeiou]y$/.test(word)) return word.replace(/y$/, 'ies');
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

const capital = (w) => w.charAt(0).toUpperCase() + w.slice(1);

/** Every way a kebab name is written: kebab, camel, Pascal, snake and screaming snake, singular and plural. */
export function variantsOf(kebab) {
  const words = kebab.toLowerCase().split('-').filter(Boolean);
  const last = words[words.length - 1];
  const forms = [
    [...words.slice(0, -1), singular(last)],
    [...words.slice(0, -1), plural(singular(last))],
  ];
  const out = new Set();
  for (const w of forms) {
    out.add(w.join('-'));
    out.add(w.join('_'));
    out.add(w.join('_').toUpperCase());
    out.add(w[0] + w.slice(1).map(capital).join(''));
    out.add(w.map(capital).join(''));
  }
  return [...out];
}

/**
 * An API path and the names the console, its strings and the test files give its screens: crm/groups,
 * crm/add-group, crm_groups (an i18n key), crm-groups (crm-groups.test.ts).
 */
export function pathVariants(path) {
  const parts = path.split('/');
  const leaf = parts.pop();
  const parent = parts.join('/');
  const one = singular(leaf);
  const out = [path, path.replace(/\//g, '_'), path.replace(/\//g, '-')];
  if (parent) for (const verb of ['add', 'edit']) out.push(`${parent}/${verb}-${one}`, `${parent}_${verb}_${one.replace(/-/g, '_')}`);
  return out;
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A name as a word, or as a camel-case part: `customer` in customerGroup and `Customer` in TypeormCustomer. */
function wordPattern(variant) {
  const upper = variant === variant.toUpperCase();
  const left = /^[a-z]/.test(variant) ? '(?<![A-Za-z0-9])' : '(?<![A-Z0-9])';
  const right = upper ? '(?![A-Z0-9])' : '(?![a-z0-9])';
  return `${left}${escape(variant)}${right}`;
}

/**
 * The matcher of a resource: `{ name, names, paths, also }` (its console name, the kebab names its text
 * mentions, API paths, extra regular expressions); file names may use the console name too (events/).
 * `others` are the other resources: their mentions are removed from a text before this resource's are
 * looked for (customerGroup is not a mention of customers), and a path naming one of them is theirs.
 */
export function matcherOf({ name, names, paths = [], also = [] }, others = []) {
  const own = names.flatMap(variantsOf);
  const ownPaths = paths.flatMap(pathVariants);
  const pathPattern = (p) => `(?<![\\w-])${escape(p)}(?![\\w-])`;
  // A console name too common to be a text name ("events") still names the resource quoted or as a folder.
  const consoleName = name && !names.includes(name) ? [`['"\`/]${escape(name)}['"\`/]`] : [];
  const mine = new RegExp([...own.map(wordPattern), ...ownPaths.map(pathPattern), ...consoleName, ...also].join('|'));
  const longer = others.flatMap((o) => o.names.flatMap(variantsOf)).filter((v) => own.some((o) => v !== o && v.includes(o)));
  const theirs = longer.length ? new RegExp(longer.map(wordPattern).join('|'), 'g') : undefined;
  const without = (text) => (theirs ? text.replace(theirs, ' ') : text);
  // In a file's path only the lower-case forms occur (customer-groups/, typeorm-customer-group.repository.ts).
  const fileForms = (r) =>
    [...[...r.names, ...(r.name ? [r.name] : [])].flatMap(variantsOf), ...(r.paths ?? []).flatMap(pathVariants)].filter(
      (v) => v === v.toLowerCase(),
    );
  const filePattern = (forms, flags) => new RegExp(forms.map((v) => `(?<![a-z0-9])${escape(v)}(?![a-z0-9])`).join('|'), flags);
  const mineInPaths = fileForms({ name, names, paths });
  const ownFile = filePattern(mineInPaths);
  const otherFiles = others.map((o) => filePattern(fileForms(o)));
  const longerInPaths = others.flatMap(fileForms).filter((v) => mineInPaths.some((m) => v !== m && v.includes(m)));
  const theirPaths = longerInPaths.length ? filePattern(longerInPaths, 'g') : undefined;
  return {
    variants: [...own, ...ownPaths, ...also],
    mentions: (text) => mine.test(without(text)),
    /** 'own' when the path names this resource, 'other' when it names another (and not this one), else 'shared'. */
    ownerOf: (path) =>
      ownFile.test(theirPaths ? path.replace(theirPaths, ' ') : path) ? 'own' : otherFiles.some((p) => p.test(path)) ? 'other' : 'shared',
  };
}

/**
 * The console's resources: name → API path, from the shared config (apps/console/src/data-provider/
 * resource-config.ts) and each module's own (apps/console/src/modules/<code>/resources.ts).
 */
export function consoleResources() {
  const modules = join(root, 'apps/console/src/modules');
  let files = ['apps/console/src/data-provider/resource-config.ts'];
  try {
    files = files.concat(readdirSync(modules).map((m) => `apps/console/src/modules/${m}/resources.ts`));
  } catch {
    // No module folders: the shared config alone.
  }
  // An entry on one line or several (`customers: {\n    path: 'crm/customers',`).
  const entries = files.flatMap((f) => [...safeRead(f).matchAll(/^\s+'?([a-z][a-z-]*)'?: \{\s*path: '([^']+)'/gm)]);
  return Object.fromEntries(entries.map(([, name, path]) => [name, path]));
}

/**
 * The names the code gives a console resource when they are not (only) its console name: the domain's
 * words, and no word as common as "event" alone.
 */
const NAMES = {
  events: ['scheduler-events'],
  invitees: ['invitees', 'event-tags', 'event-invitees'],
  'inv-items': ['inv-items', 'inventory-items'],
  engagements: ['engagements', 'inventory-tags', 'inv-tags'],
  'com-mail': ['com-mail', 'send-mail'],
  'inv-groups': ['inv-groups', 'inventory-groups'],
  'inv-templates': ['inv-templates', 'inventory-templates'],
};

/** A resource by its kebab name: its names given (`names`) or known or derived, its console path, more paths and patterns. */
export function resourceOf(name, { names = [], paths = [], also = [] } = {}) {
  const path = consoleResources()[name];
  const known = names.length ? names : (NAMES[name] ?? [name]);
  return { name, names: known, paths: [...(path ? [path] : []), ...paths], also };
}

export function handWrittenFiles() {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  return listed.filter((f) => !GENERATED.some((g) => g.test(f))).map((f) => ({ file: f, text: safeRead(f) }));
}

function safeRead(file) {
  try {
    return readFileSync(join(root, file), 'utf8');
  } catch {
    return '';
  }
}

/** The files of `files` that are `resource`'s (see the top of this file), grouped by layer in LAYERS order. */
export function costOf(resource, files, all = Object.keys(consoleResources())) {
  const others = all.filter((n) => n !== resource.name).map((n) => resourceOf(n));
  const matcher = matcherOf(resource, others);
  const hits = files
    .filter((f) => {
      const owner = matcher.ownerOf(f.file);
      return owner === 'own' || (owner === 'shared' && matcher.mentions(f.text));
    })
    .map((f) => f.file);
  const byLayer = Object.fromEntries(LAYERS.map(([layer]) => [layer, hits.filter((f) => layerOf(f) === layer)]));
  const written = hits.filter((f) => !BESIDE.includes(layerOf(f))).length;
  return { total: hits.length, written, byLayer, variants: matcher.variants };
}

function main(argv) {
  const flag = (name) => argv.flatMap((a, i) => (a === `--${name}` && argv[i + 1] ? [argv[i + 1]] : []));
  const files = handWrittenFiles();
  if (argv.includes('--list')) {
    const names = Object.keys(consoleResources());
    if (!names.length) throw new Error('resource-cost: no resource found in apps/console/src/data-provider/resource-config.ts');
    const rows = names.map((n) => [n, costOf(resourceOf(n), files, names)]).sort((a, b) => b[1].written - a[1].written);
    const layers = LAYERS.map(([l]) => l);
    console.log(['resource'.padEnd(18), 'total', ' cost', ...layers.map((l) => l.slice(0, 11).padStart(11))].join(' '));
    for (const [n, cost] of rows)
      console.log(
        [
          n.padEnd(18),
          String(cost.total).padStart(5),
          String(cost.written).padStart(5),
          ...layers.map((l) => String(cost.byLayer[l].length).padStart(11)),
        ].join(' '),
      );
    return;
  }
  const name = argv.find((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--'));
  if (!name) throw new Error('usage: node tools/resource-cost.mjs <resource-kebab-name> [--name n] [--path p] [--also regex] | --list');
  const resource = resourceOf(name, { names: flag('name'), paths: flag('path'), also: flag('also') });
  const cost = costOf(resource, files);
  console.log(`${name}: ${cost.total} hand-written files; its cost, without ${BESIDE.join(', ')}: ${cost.written}`);
  console.log(
    `  (names: ${resource.names.join(', ')}; paths: ${resource.paths.join(', ') || 'none'}${resource.also.length ? `; also ${resource.also.join(', ')}` : ''})`,
  );
  for (const [layer, list] of Object.entries(cost.byLayer)) {
    if (!list.length) continue;
    console.log(`  ${layer} (${list.length})`);
    for (const f of list) console.log(`    ${f}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
