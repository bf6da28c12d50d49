import type { EntityManager } from 'typeorm';
import { SCORING_LIST, type Scoring, type ScoringRepository } from '@atrium/modules';
import { ProjectTable } from '../../database/project-table.js';

export class TypeormScoringRepository extends ProjectTable<Scoring, typeof SCORING_LIST> implements ScoringRepository {
  constructor(db: EntityManager) {
    super(db, {
      table: 'scorings',
      columns: { id: 'id', projectId: 'project_id', label: 'label', score: 'score', color: 'color', createdAt: 'created_at' },
      list: SCORING_LIST,
      // pg answers numeric as text, so that no precision is lost on the way; scores fit a double.
      decode: { score: (value) => Number(value) },
    });
  }
}
