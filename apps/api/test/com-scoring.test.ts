// Scorings (spec 2 "Communications"): a label, a number as the score (negative and fractional too) and a
// hex colour; `?id` answers an array of the one scoring (spec 2 §7), and other projects' scorings are 404.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { buildModuleWorld, type ModuleWorld } from './support/module-world.js';
import { many } from './support/fixtures.js';
import { useTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let w: ModuleWorld;
useTestApp((app) => (t = app));
beforeAll(async () => {
  w = await buildModuleWorld(t);
});

const add = (label: string, score: number, color: string) =>
  w.member.api.POST('/api/com/scoring', { body: { label, score, color, project: w.member.projectId } });
const list = (query: Record<string, string>, api = w.member.api) => api.GET('/api/com/scoring', { params: { query: query as never } });
const errorFields = (r: { error?: unknown }) => ((r.error as { errors?: Array<{ field: string }> }).errors ?? []).map((e) => e.field);

describe('scorings', () => {
  it('adds, lists by score, reads as an array, changes and deletes', async () => {
    const hot = await unwrap(add(' Hot ', 10, '#FF8800'));
    expect(hot).toMatchObject({ label: 'Hot', score: 10, color: '#ff8800', project: w.member.projectId });
    await unwrap(add('Cold', -2.5, '#00f'));
    await unwrap(add('Lukewarm', 0.25, '#abcdef'));
    const sorted = await list({ project: String(w.member.projectId), sort: 'score', order: 'asc' });
    expect(many(sorted.data!).map((s) => [s.label, s.score])).toEqual([
      ['Cold', -2.5],
      ['Lukewarm', 0.25],
      ['Hot', 10],
    ]);
    expect(sorted.response.headers.get('x-total-count')).toBe('3');

    const [asRead] = await unwrap(list({ id: String(hot.id) }));
    expect(asRead).toMatchObject({ id: hot.id, label: 'Hot' });
    const saved = await w.member.api.PATCH('/api/com/scoring', { body: { ...asRead, score: 12.5, color: '#0a0' } });
    expect(saved.response.status).toBe(204);
    expect(await unwrap(list({ id: String(hot.id) }))).toEqual([expect.objectContaining({ score: 12.5, color: '#0a0', label: 'Hot' })]);

    expect((await w.member.api.DELETE('/api/com/scoring', { params: { query: { id: String(hot.id) } } })).response.status).toBe(204);
    expect((await list({ id: String(hot.id) })).response.status).toBe(404);
  });

  it('refuses a score that is not a number and a colour that is not hex, naming the field', async () => {
    for (const [body, field] of [
      [{ label: 'Text score', score: '10', color: '#fff' }, 'score'],
      [{ label: 'No score', color: '#fff' }, 'score'],
      [{ label: 'Named colour', score: 1, color: 'red' }, 'color'],
      [{ label: 'Short hex', score: 1, color: '#ff88' }, 'color'],
      [{ label: '', score: 1, color: '#fff' }, 'label'],
    ] as const) {
      const r = await w.member.api.POST('/api/com/scoring', { body: { ...body, project: w.member.projectId } as never });
      expect(r.response.status).toBe(400);
      expect(errorFields(r)).toContain(field);
    }
    const [warm] = [await unwrap(add('Warm', 3, '#f80'))];
    const r = await w.member.api.PATCH('/api/com/scoring', { body: { id: warm.id, color: 'orange' } });
    expect(errorFields(r)).toEqual(['color']);
    expect(await unwrap(list({ id: String(warm.id) }))).toEqual([expect.objectContaining({ color: '#f80' })]);
  });

  it('keeps each project to itself', async () => {
    const mine = await unwrap(add('Private', 1, '#123456'));
    const other = w.otherTenant.api;
    expect((await list({ id: String(mine.id) }, other)).response.status).toBe(404);
    expect((await other.PATCH('/api/com/scoring', { body: { id: mine.id, score: 99 } })).response.status).toBe(404);
    expect((await other.DELETE('/api/com/scoring', { params: { query: { id: String(mine.id) } } })).response.status).toBe(404);
    expect((await list({ project: String(w.member.projectId) }, other)).response.status).toBe(404);
    expect(await unwrap(list({ id: String(mine.id) }))).toEqual([expect.objectContaining({ score: 1 })]);
  });
});
