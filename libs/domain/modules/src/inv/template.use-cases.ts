import { projectOf, type TenantScope } from '@atrium/kernel';
import { checkTemplate, TemplateNotFound, type Template, type TemplateInput, type TemplateRepository } from './template.js';

export class AddTemplate {
  constructor(private readonly templates: TemplateRepository) {}

  async execute(input: { name?: unknown; fields?: unknown }, scope: TenantScope): Promise<Template> {
    const fields = checkTemplate(input, true) as TemplateInput;
    return this.templates.create(fields, projectOf(scope));
  }
}

/**
 * Renames a template or changes its fields. Items already stored keep their data; an item's next edit
 * takes the template's current fields (the add/edit form is generated from them).
 */
export class UpdateTemplate {
  constructor(private readonly templates: TemplateRepository) {}

  async execute(id: number, changes: { name?: unknown; fields?: unknown }, scope: TenantScope): Promise<void> {
    if (!(await this.templates.update(id, checkTemplate(changes, false), scope))) throw new TemplateNotFound();
  }
}

export class DeleteTemplate {
  constructor(private readonly templates: TemplateRepository) {}

  async execute(id: number, scope: TenantScope): Promise<void> {
    if (!(await this.templates.delete(id, scope))) throw new TemplateNotFound();
  }
}
