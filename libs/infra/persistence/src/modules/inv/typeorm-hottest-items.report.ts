import type { EntityManager } from 'typeorm';
import type { HottestItem, HottestItemsReport } from '@atrium/modules';

/**
 * The hottest-items report in one statement: the window's engagements counted per item from the index
 * (project_id, created_at) INCLUDE (inventory_id) alone, the top `limit` kept, then joined to their items.
 */
export const HOTTEST_ITEMS_SQL = `SELECT i.id, i.item AS name, h.count, i.cost AS price
  FROM (SELECT inventory_id, count(*)::int AS count
          FROM inventory_tags
         WHERE project_id = $1 AND created_at >= $2 AND created_at < $3
         GROUP BY inventory_id
         ORDER BY count(*) DESC, inventory_id
         LIMIT $4) h
  JOIN inventory_items i ON i.id = h.inventory_id
 ORDER BY h.count DESC, i.id`;

export class TypeormHottestItemsReport implements HottestItemsReport {
  constructor(private readonly db: EntityManager) {}

  async hottest(projectId: number, from: Date, to: Date, limit: number): Promise<HottestItem[]> {
    const rows = (await this.db.query(HOTTEST_ITEMS_SQL, [projectId, from, to, limit])) as Array<Record<string, unknown>>;
    return rows.map((r) => ({ id: Number(r.id), name: String(r.name), count: Number(r.count), price: Number(r.price) }));
  }
}
