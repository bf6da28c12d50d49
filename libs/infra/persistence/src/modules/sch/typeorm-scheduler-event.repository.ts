import type { EntityManager } from 'typeorm';
import type { ListQuery, Page, ProjectScope, TenantScope } from '@atrium/kernel';
import { EVENT_LIST, type SchedulerEvent, type SchedulerEventInput, type SchedulerEventRepository } from '@atrium/modules';
import { ProjectTable } from '../../database/project-table.js';

const IMPORTED = ['project_id', 'event', 'description', 'start_at', 'end_at', 'google_event_id'] as const;

export class TypeormSchedulerEventRepository extends ProjectTable<SchedulerEvent, typeof EVENT_LIST> implements SchedulerEventRepository {
  constructor(private readonly manager: EntityManager) {
    super(manager, {
      table: 'sch_events',
      columns: {
        id: 'id',
        projectId: 'project_id',
        event: 'event',
        description: 'description',
        start: 'start_at',
        end: 'end_at',
        googleEventId: 'google_event_id',
        createdAt: 'created_at',
      },
      list: EVENT_LIST,
      // The expression of the sch_events_search_trgm index (migration 1764160000000), over the alias.
      searchExpression: `(t.event || ' ' || t.description)`,
    });
  }

  listOverlapping(range: { from: Date; to: Date }, query: ListQuery, scope: TenantScope): Promise<Page<SchedulerEvent>> {
    const [start, end] = [this.field('start'), this.field('end')];
    // An event ending exactly when the day starts belongs to the day before, unless it also starts then.
    return this.list(query, scope, (qb) =>
      qb.andWhere(`${start} < :to AND (${end} > :from OR ${start} = :from)`, { from: range.from, to: range.to }),
    );
  }

  async importMany({ projectId }: ProjectScope, events: Array<SchedulerEventInput & { googleEventId: string }>): Promise<number> {
    if (!events.length) return 0;
    const width = IMPORTED.length;
    const placeholders = events.map((_, i) => `(${IMPORTED.map((__, j) => `$${i * width + j + 1}`).join(', ')})`);
    const values = events.flatMap((e) => [projectId, e.event, e.description, e.start, e.end, e.googleEventId]);
    // The unique (project_id, google_event_id) makes a re-run (or a concurrent one) store nothing twice.
    const rows: unknown[] = await this.manager.query(
      `INSERT INTO sch_events (${IMPORTED.join(', ')}) VALUES ${placeholders.join(', ')}
       ON CONFLICT (project_id, google_event_id) DO NOTHING RETURNING id`,
      values,
    );
    return rows.length;
  }
}
