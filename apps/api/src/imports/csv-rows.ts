import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse, CsvError } from 'csv-parse';
import { detectDelimiter, InvalidInput, withoutBom, type CsvDelimiter, type FileStore } from '@atrium/kernel';
import { PREVIEW_ROWS } from '@atrium/modules';

/** What a first read of an uploaded CSV finds: its separator, header, number of data rows and first rows. */
export interface CsvScan {
  delimiter: CsvDelimiter;
  columns: string[];
  total: number;
  first: Array<{ row: number; cells: string[] }>;
}

const refuse = (message: string) => new InvalidInput(message, [{ field: 'file', message }], 'imports.file_invalid');

/**
 * Checks the bytes as they stream: UTF-8 (with or without a BOM), no NUL character. A file in another encoding
 * is refused with a clear message rather than read as replacement characters.
 */
class Utf8Check extends Transform {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    try {
      if (this.decoder.decode(chunk, { stream: true }).includes('\u0000')) return done(refuse('The file holds a NUL character'));
    } catch {
      return done(refuse('The file is not UTF-8 text: save it as "CSV UTF-8" and upload it again'));
    }
    done(null, chunk);
  }
  override _flush(done: TransformCallback): void {
    try {
      this.decoder.decode();
      done();
    } catch {
      done(refuse('The file is not UTF-8 text: save it as "CSV UTF-8" and upload it again'));
    }
  }
}

/** The parser's own errors (an unclosed quote, a quote inside an unquoted field) as a 400 naming the line. */
function translate(error: unknown): unknown {
  if (error instanceof CsvError)
    return refuse(`The file is not valid CSV (line ${String((error as { lines?: number }).lines ?? '?')}): ${error.message}`);
  return error;
}

/** Reads the stored CSV's records, the header first, each with its row number (the header is row 1). */
export async function* csvRecords(
  store: FileStore,
  key: string,
  delimiter: CsvDelimiter,
): AsyncGenerator<{ row: number; cells: string[] }> {
  const { body } = await store.get(key);
  const parser = parse({ bom: true, delimiter, relax_column_count: true, skip_empty_lines: true });
  const done = pipeline(body, new Utf8Check(), parser).catch((error: unknown) => {
    parser.destroy(error as Error);
  });
  let row = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) yield { row: ++row, cells };
  } catch (error) {
    throw translate(error);
  } finally {
    body.destroy();
    await done;
  }
}

/** The data rows (after the header) of the stored CSV. */
export async function* csvRows(store: FileStore, key: string, delimiter: CsvDelimiter): AsyncGenerator<{ row: number; cells: string[] }> {
  for await (const record of csvRecords(store, key, delimiter)) if (record.row > 1) yield record;
}

/**
 * The first read of an upload: its separator from the first bytes, then one streaming pass that counts its
 * rows (for the progress's total), keeps the header and the first rows, and proves it parses, so that a file
 * that is not CSV is refused at the upload (400), never half-way through an import.
 */
export async function scanCsv(store: FileStore, key: string): Promise<CsvScan> {
  const head = await store.get(key, { start: 0, end: 64 * 1024 - 1 });
  let sample = '';
  for await (const chunk of head.body) sample += String(chunk);
  const delimiter = detectDelimiter(withoutBom(sample));
  let columns: string[] | undefined;
  const first: CsvScan['first'] = [];
  let total = 0;
  for await (const record of csvRecords(store, key, delimiter)) {
    if (!columns) {
      columns = record.cells.map((c) => c.trim());
      continue;
    }
    total++;
    if (first.length < PREVIEW_ROWS) first.push(record);
  }
  if (!columns || !columns.some((c) => c)) throw refuse('The file is empty: its first line must name the columns');
  return { delimiter, columns, total, first };
}
