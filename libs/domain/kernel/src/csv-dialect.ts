/** The byte-order mark some spreadsheets write at the start of a UTF-8 file. */
export const UTF8_BOM = '\uFEFF';

/** The separators an imported CSV may use: RFC 4180's comma, or the semicolon of locales with decimal commas. */
export type CsvDelimiter = ',' | ';';

/** The text without a leading byte-order mark. */
export const withoutBom = (text: string): string => (text.startsWith(UTF8_BOM) ? text.slice(UTF8_BOM.length) : text);

/**
 * The separator of a CSV from its first bytes: the one that occurs more often outside quotes in its first
 * line (the header, which holds no decimal numbers), a comma when neither or both equally do.
 */
export function detectDelimiter(sample: string): CsvDelimiter {
  const text = withoutBom(sample);
  const counts = { ',': 0, ';': 0 };
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && (c === ',' || c === ';')) counts[c]++;
  }
  return counts[';'] > counts[','] ? ';' : ',';
}

/** A header or label reduced to what identifies it: lower case, no accents, letters and digits only. */
export const headerKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** A field a CSV column may be mapped to: its name, its label (the export's header) and other usual headers. */
export interface ImportableField {
  name: string;
  label: string;
  required?: boolean;
  aliases?: readonly string[];
}

/**
 * Each column's field, guessed from its header: the field's name, label or an alias, compared as
 * `headerKey`s; a field goes to the first column that names it, and a column naming none maps to nothing.
 */
export function guessMapping(headers: readonly string[], fields: readonly ImportableField[]): Array<string | null> {
  const byKey = new Map<string, string>();
  for (const field of fields)
    for (const name of [field.name, field.label, ...(field.aliases ?? [])])
      if (!byKey.has(headerKey(name))) byKey.set(headerKey(name), field.name);
  const taken = new Set<string>();
  return headers.map((header) => {
    const field = byKey.get(headerKey(header));
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}
