import { describe, expect, it } from '@jest/globals';
import type { TenantScope } from '@atrium/kernel';
import { FakeProjectRecords } from '@atrium/testing';
import { FormNotFound, recipientsOf, type Form, type FormInput } from './form.js';
import { AddForm, DeleteForm, UpdateForm } from './form.use-cases.js';

// Subscription 1 holds projects 10 and 11; subscription 2 holds project 20.
const projectsOf = (subscriptionId: number) => ({ 1: [10, 11], 2: [20] })[subscriptionId] ?? [];
const user = (subscriptionId: number, projectId?: number): TenantScope => ({ kind: 'users', userId: 1, subscriptionId, projectId });
const valid: FormInput = { label: 'Contact us', notifySms: '+1 514 555 0100', notifyEmail: 'sales@example.com' };

function setup() {
  const forms = new FakeProjectRecords<Form, FormInput>(projectsOf);
  return { forms, add: new AddForm(forms), update: new UpdateForm(forms), remove: new DeleteForm(forms) };
}

const fieldsOf = (p: Promise<unknown>) =>
  p.then(
    () => [],
    (e: { errors?: Array<{ field: string }> }) => (e.errors ?? []).map((x) => x.field),
  );

describe('forms', () => {
  it('adds a trimmed form to the named project, with lists of recipients', async () => {
    const { add } = setup();
    const form = await add.execute(
      { label: ' Contact ', notifySms: '+1 (514) 555-0100; 514 555 0101', notifyEmail: 'a@example.com, b@example.org' },
      user(1, 10),
    );
    expect(form).toMatchObject({ label: 'Contact', projectId: 10, notifyEmail: 'a@example.com, b@example.org' });
    expect(recipientsOf(form.notifySms)).toEqual(['+1 (514) 555-0100', '514 555 0101']);
  });

  it('needs a name, phone numbers and e-mail addresses, and names each bad field', async () => {
    const { add, forms } = setup();
    expect(await fieldsOf(add.execute({} as FormInput, user(1, 10)))).toEqual(['label', 'notifySms', 'notifyEmail']);
    expect(await fieldsOf(add.execute({ ...valid, label: 'x'.repeat(201) }, user(1, 10)))).toEqual(['label']);
    expect(await fieldsOf(add.execute({ ...valid, notifySms: 'call me', notifyEmail: 'a@example.com, nobody' }, user(1, 10)))).toEqual([
      'notifySms',
      'notifyEmail',
    ]);
    expect(await fieldsOf(add.execute({ ...valid, notifySms: '12' }, user(1, 10)))).toEqual(['notifySms']);
    expect(await fieldsOf(add.execute(valid, user(1)))).toEqual(['project']);
    expect(forms.rows.size).toBe(0);
  });

  it("changes and deletes within the caller's subscription only", async () => {
    const { add, update, remove, forms } = setup();
    const form = await add.execute(valid, user(1, 11));
    await expect(update.execute(form.id, { label: 'Stolen' }, user(2))).rejects.toBeInstanceOf(FormNotFound);
    await expect(remove.execute(form.id, user(2))).rejects.toBeInstanceOf(FormNotFound);
    expect(await fieldsOf(update.execute(form.id, { notifyEmail: 'not an address' }, user(1)))).toEqual(['notifyEmail']);
    await update.execute(form.id, { label: 'Quote request' }, user(1));
    expect(forms.rows.get(form.id)).toMatchObject({ label: 'Quote request', notifyEmail: 'sales@example.com' });
    await remove.execute(form.id, user(1));
    await expect(remove.execute(form.id, user(1))).rejects.toBeInstanceOf(FormNotFound);
  });
});
