import { describe, expect, it } from '@jest/globals';
import type { TenantScope } from '@atrium/kernel';
import { FakeProjectRecords } from '@atrium/testing';
import { ScoringNotFound, type Scoring, type ScoringInput } from './scoring.js';
import { AddScoring, DeleteScoring, UpdateScoring } from './scoring.use-cases.js';

const projectsOf = (subscriptionId: number) => ({ 1: [10, 11], 2: [20] })[subscriptionId] ?? [];
const user = (subscriptionId: number, projectId?: number): TenantScope => ({ kind: 'users', userId: 1, subscriptionId, projectId });

function setup() {
  const scorings = new FakeProjectRecords<Scoring, ScoringInput>(projectsOf);
  return { scorings, add: new AddScoring(scorings), update: new UpdateScoring(scorings), remove: new DeleteScoring(scorings) };
}

const fieldsOf = (p: Promise<unknown>) =>
  p.then(
    () => [],
    (e: { errors?: Array<{ field: string }> }) => (e.errors ?? []).map((x) => x.field),
  );

describe('scorings', () => {
  it('adds a scoring with any number as its score and a hex colour in lower case', async () => {
    const { add } = setup();
    expect(await add.execute({ label: ' Hot ', score: 10, color: '#FF8800' }, user(1, 10))).toMatchObject({
      label: 'Hot',
      score: 10,
      color: '#ff8800',
      projectId: 10,
    });
    expect(await add.execute({ label: 'Cold', score: -2.5, color: '#0af' }, user(1, 10))).toMatchObject({ score: -2.5, color: '#0af' });
  });

  it('needs a label, a number and a hex colour, naming each bad field', async () => {
    const { add, scorings } = setup();
    expect(await fieldsOf(add.execute({} as ScoringInput, user(1, 10)))).toEqual(['label', 'color', 'score']);
    for (const score of ['10', Number.NaN, Infinity, 2e9] as number[])
      expect(await fieldsOf(add.execute({ label: 'Hot', score, color: '#fff' }, user(1, 10)))).toEqual(['score']);
    for (const color of ['red', '#ff88', 'ff8800', '#ggg', ''])
      expect(await fieldsOf(add.execute({ label: 'Hot', score: 1, color }, user(1, 10)))).toEqual(['color']);
    expect(await fieldsOf(add.execute({ label: 'Hot', score: 1, color: '#fff' }, user(1)))).toEqual(['project']);
    expect(scorings.rows.size).toBe(0);
  });

  it("changes and deletes within the caller's subscription only", async () => {
    const { add, update, remove, scorings } = setup();
    const scoring = await add.execute({ label: 'Warm', score: 5, color: '#ffaa00' }, user(1, 11));
    await expect(update.execute(scoring.id, { score: 0 }, user(2))).rejects.toBeInstanceOf(ScoringNotFound);
    await expect(remove.execute(scoring.id, user(2))).rejects.toBeInstanceOf(ScoringNotFound);
    await update.execute(scoring.id, { score: 0.5, color: '#ABC' }, user(1));
    expect(scorings.rows.get(scoring.id)).toMatchObject({ label: 'Warm', score: 0.5, color: '#abc' });
    await remove.execute(scoring.id, user(1));
    await expect(remove.execute(scoring.id, user(1))).rejects.toBeInstanceOf(ScoringNotFound);
  });
});
