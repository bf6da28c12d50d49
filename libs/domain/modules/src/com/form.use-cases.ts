import { projectOf, type TenantScope } from '@atrium/kernel';
import { checkForm, FormNotFound, type Form, type FormInput, type FormRepository } from './form.js';

export class AddForm {
  constructor(private readonly forms: FormRepository) {}

  async execute(input: FormInput, scope: TenantScope): Promise<Form> {
    const fields = checkForm(input, true) as FormInput;
    return this.forms.create(fields, projectOf(scope));
  }
}

export class UpdateForm {
  constructor(private readonly forms: FormRepository) {}

  async execute(id: number, changes: Partial<FormInput>, scope: TenantScope): Promise<void> {
    if (!(await this.forms.update(id, checkForm(changes, false), scope))) throw new FormNotFound();
  }
}

/** Deletes a form with its submissions. */
export class DeleteForm {
  constructor(private readonly forms: FormRepository) {}

  async execute(id: number, scope: TenantScope): Promise<void> {
    if (!(await this.forms.delete(id, scope))) throw new FormNotFound();
  }
}
