// What libs/api-client/src/meta.ts holds, from the OpenAPI document (run by tools/codegen.mjs).

/**
 * The facts of the document that clients need as values, not only as types (schema.ts has no values):
 * the fields each list's `sort` accepts, each request body's fields with what they must be (required, at
 * most so long, an e-mail address), the columns (with their headers) a compact table of each record
 * shows (`x-table`), each record's field labels (`title`) and its fields in Unix seconds (`format:
 * unix-time`): the last three from the resources' field descriptors (apps/api/src/http/field-dtos.ts).
 */
export function runtimeMeta(doc) {
  const sorts = {};
  for (const [path, item] of Object.entries(doc.paths)) {
    const sort = item.get?.parameters?.find((p) => p.in === 'query' && p.name === 'sort');
    if (sort?.schema?.enum) sorts[path] = sort.schema.enum;
  }
  const bodies = new Set(
    Object.values(doc.paths).flatMap((item) =>
      Object.values(item).flatMap((op) => {
        const ref = op?.requestBody?.content?.['application/json']?.schema?.$ref;
        return ref ? [ref.replace('#/components/schemas/', '')] : [];
      }),
    ),
  );
  const requestBodies = {};
  const tables = {};
  const labels = {};
  const unixTimes = {};
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    if (bodies.has(name)) requestBodies[name] = { required: schema.required ?? [], properties: constraintsOf(schema.properties ?? {}) };
    const columns = Object.entries(schema.properties ?? {}).flatMap(([field, p]) => (p['x-table'] ? [[field, p['x-table']]] : []));
    if (columns.length) tables[name] = columns;
    const titled = Object.entries(schema.properties ?? {}).filter(([, p]) => p.title);
    if (titled.length) labels[name] = Object.fromEntries(titled.map(([field, p]) => [field, p.title]));
    const times = Object.entries(schema.properties ?? {}).flatMap(([field, p]) => (p.format === 'unix-time' ? [field] : []));
    if (times.length) unixTimes[name] = times;
  }
  const entries = (object) =>
    Object.entries(object)
      .map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},`)
      .join('\n');
  return [
    '',
    "import type { components, paths } from './schema.js';",
    '',
    "type Schemas = components['schemas'];",
    '/** What the document says a field must be, beyond its type. */',
    'export interface FieldRules {',
    '  readonly maxLength?: number;',
    '  readonly format?: string;',
    '}',
    '',
    "/** The fields each list's `sort` accepts, by path. */",
    'export const LIST_SORTS = {',
    entries(sorts),
    '} as const satisfies { [P in keyof paths]?: readonly string[] };',
    '',
    "/** Each request body's fields, the ones it requires and the checks the document states (a form's rules). */",
    'export const REQUEST_BODIES = {',
    entries(requestBodies),
    '} as const satisfies {',
    '  [S in keyof Schemas]?: {',
    '    readonly required: ReadonlyArray<keyof Schemas[S]>;',
    '    readonly properties: { readonly [F in keyof Schemas[S]]?: FieldRules };',
    '  };',
    '};',
    '',
    '/** The columns, with their headers, of a compact table of each record (`x-table`), by schema. */',
    'export const TABLE_COLUMNS = {',
    entries(tables),
    '} as const satisfies { [S in keyof Schemas]?: ReadonlyArray<readonly [keyof Schemas[S], string]> };',
    '',
    "/** Each record's field labels (their `title`), by schema: the console's labels of those fields. */",
    'export const FIELD_LABELS = {',
    entries(labels),
    '} as const satisfies { [S in keyof Schemas]?: { readonly [F in keyof Schemas[S]]?: string } };',
    '',
    '/** The fields of each record that are times in Unix seconds (`format: unix-time`), by schema. */',
    'export const UNIX_TIMES = {',
    entries(unixTimes),
    '} as const satisfies { [S in keyof Schemas]?: ReadonlyArray<keyof Schemas[S]> };',
    '',
  ].join('\n');
}

/** The rules a form can check before sending: a text's bound and its format. */
function constraintsOf(properties) {
  return Object.fromEntries(
    Object.entries(properties).map(([field, p]) => [
      field,
      Object.fromEntries(Object.entries({ maxLength: p.maxLength, format: p.format }).filter(([, v]) => v !== undefined)),
    ]),
  );
}
