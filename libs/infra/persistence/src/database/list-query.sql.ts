import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ListQuery, Page } from '@atrium/kernel';

/** How one list filters and sorts: SQL expressions over the query's aliases. */
export interface ListSpec {
  /** Up to four expressions the text filter `q` matches (ILIKE, served by trigram indexes). */
  search: string[];
  /** The column `from`/`to` apply to. */
  dateColumn?: string;
  /** Wire field name → SQL expression. */
  sortable: Record<string, string>;
  defaultSort: string;
}

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Applies the list parameters in SQL and answers one page plus the total (a window count, so one round
 * trip). Never loads more than `perPage` rows.
 */
export async function pageOf<R extends ObjectLiteral, T>(
  qb: SelectQueryBuilder<R>,
  query: ListQuery,
  spec: ListSpec,
  map: (raw: Record<string, unknown>) => T,
): Promise<Page<T>> {
  if (query.q && spec.search.length) {
    qb.andWhere(`(${spec.search.map((e) => `${e} ILIKE :listQ`).join(' OR ')})`, { listQ: likePattern(query.q) });
  }
  if (spec.dateColumn && query.from) qb.andWhere(`${spec.dateColumn} >= :listFrom`, { listFrom: query.from });
  if (spec.dateColumn && query.to) qb.andWhere(`${spec.dateColumn} <= :listTo`, { listTo: query.to });
  const sort = spec.sortable[query.sort ?? spec.defaultSort] ?? spec.sortable[spec.defaultSort];
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  const countQuery = qb.clone();
  const rows = await qb
    .addSelect('count(*) OVER ()', 'total_count')
    .orderBy(sort, direction)
    .addOrderBy(spec.sortable.id ?? sort, direction)
    .offset((query.page - 1) * query.perPage)
    .limit(query.perPage)
    .getRawMany<Record<string, unknown>>();
  let total = rows.length ? Number(rows[0].total_count) : 0;
  // Past the last page there is no row to carry the count: ask for it.
  if (!rows.length && query.page > 1) {
    const r = await countQuery.select('count(*)', 'n').orderBy().getRawOne<{ n: string }>();
    total = Number(r?.n ?? 0);
  }
  return { rows: rows.map(map), total };
}
