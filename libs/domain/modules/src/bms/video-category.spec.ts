import { describe, expect, it } from '@jest/globals';
import { type TenantScope } from '@atrium/kernel';
import { FakeProjectRecords } from '@atrium/testing';
import { type VideoCategory, type VideoCategoryInput, VideoCategoryNotFound } from './video-category.js';
import { AddVideoCategory, DeleteVideoCategory, UpdateVideoCategory } from './video-category.js';

// Subscription 1 holds projects 10 and 11; subscription 2 holds project 20.
const projectsOf = (subscriptionId: number) => ({ 1: [10, 11], 2: [20] })[subscriptionId] ?? [];
const user = (subscriptionId: number, projectId?: number): TenantScope => ({ kind: 'users', userId: 1, subscriptionId, projectId });

function setup() {
  const categories = new FakeProjectRecords<VideoCategory, VideoCategoryInput>(projectsOf);
  return {
    categories,
    add: new AddVideoCategory(categories),
    update: new UpdateVideoCategory(categories),
    remove: new DeleteVideoCategory(categories),
  };
}

describe('video categories', () => {
  it('adds a trimmed category to the named project', async () => {
    const { add } = setup();
    expect(await add.execute({ name: '  Trailers ' }, user(1, 10))).toMatchObject({ name: 'Trailers', projectId: 10 });
  });

  it('needs a name within 200 characters, and a named project; stores nothing otherwise', async () => {
    const { add, categories } = setup();
    for (const name of ['', '  ', 'x'.repeat(201), 42 as unknown as string])
      await expect(add.execute({ name }, user(1, 10))).rejects.toMatchObject({ errors: [expect.objectContaining({ field: 'name' })] });
    await expect(add.execute({ name: 'Trailers' }, user(1))).rejects.toMatchObject({
      errors: [{ field: 'project', message: 'is required' }],
    });
    expect(categories.rows.size).toBe(0);
  });

  it("renames and deletes within the caller's subscription only", async () => {
    const { add, update, remove, categories } = setup();
    const category = await add.execute({ name: 'Trailers' }, user(1, 11));
    await expect(update.execute(category.id, { name: 'Stolen' }, user(2))).rejects.toBeInstanceOf(VideoCategoryNotFound);
    await expect(remove.execute(category.id, user(2))).rejects.toBeInstanceOf(VideoCategoryNotFound);
    await expect(update.execute(category.id, { name: ' ' }, user(1))).rejects.toMatchObject({
      errors: [{ field: 'name', message: 'is required' }],
    });
    await update.execute(category.id, { name: 'Teasers' }, user(1));
    expect(categories.rows.get(category.id)?.name).toBe('Teasers');
    await remove.execute(category.id, user(1));
    await expect(remove.execute(category.id, user(1))).rejects.toBeInstanceOf(VideoCategoryNotFound);
  });
});
