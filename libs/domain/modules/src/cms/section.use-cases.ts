import { projectOf, type TenantScope } from '@atrium/kernel';
import { checkSection, SectionNotFound, type Section, type SectionInput, type SectionRepository } from './section.js';

export class AddSection {
  constructor(private readonly sections: SectionRepository) {}

  async execute(input: SectionInput, scope: TenantScope): Promise<Section> {
    const fields = checkSection(input, true);
    return this.sections.create({ code: '', ...fields } as SectionInput, projectOf(scope));
  }
}

export class UpdateSection {
  constructor(private readonly sections: SectionRepository) {}

  async execute(id: number, changes: Partial<SectionInput>, scope: TenantScope): Promise<void> {
    if (!(await this.sections.update(id, checkSection(changes, false), scope))) throw new SectionNotFound();
  }
}

export class DeleteSection {
  constructor(private readonly sections: SectionRepository) {}

  async execute(id: number, scope: TenantScope): Promise<void> {
    if (!(await this.sections.delete(id, scope))) throw new SectionNotFound();
  }
}
