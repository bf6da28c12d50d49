import { projectOf, type TenantScope } from '@atrium/kernel';
import { checkScoring, ScoringNotFound, type Scoring, type ScoringInput, type ScoringRepository } from './scoring.js';

export class AddScoring {
  constructor(private readonly scorings: ScoringRepository) {}

  async execute(input: ScoringInput, scope: TenantScope): Promise<Scoring> {
    const fields = checkScoring(input, true) as ScoringInput;
    return this.scorings.create(fields, projectOf(scope));
  }
}

export class UpdateScoring {
  constructor(private readonly scorings: ScoringRepository) {}

  async execute(id: number, changes: Partial<ScoringInput>, scope: TenantScope): Promise<void> {
    if (!(await this.scorings.update(id, checkScoring(changes, false), scope))) throw new ScoringNotFound();
  }
}

/** Deletes a scoring; its leads show 'Lead Score: None' from then on. */
export class DeleteScoring {
  constructor(private readonly scorings: ScoringRepository) {}

  async execute(id: number, scope: TenantScope): Promise<void> {
    if (!(await this.scorings.delete(id, scope))) throw new ScoringNotFound();
  }
}
