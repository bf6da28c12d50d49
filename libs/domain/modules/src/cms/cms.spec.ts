import { describe, expect, it } from '@jest/globals';
import { InvalidInput, TEXT_LIMITS, type ProjectScope, type TenantScope } from '@atrium/kernel';
import { FakeProjectRecords } from '@atrium/testing';
import { type CmsGroup, type CmsGroupInput, CmsGroupNotFound, UnknownGroupSections } from './cms-group.js';
import { AddCmsGroup, DeleteCmsGroup, UpdateCmsGroup } from './cms-group.js';
import { type Section, type SectionInput, SectionNotFound } from './section.js';
import { AddSection, DeleteSection, UpdateSection } from './section.use-cases.js';

// Subscription 1 holds projects 10 and 11; subscription 2 holds project 20.
const projectsOf = (subscriptionId: number) => ({ 1: [10, 11], 2: [20] })[subscriptionId] ?? [];
const user = (subscriptionId: number, projectId?: number): TenantScope => ({ kind: 'users', userId: 1, subscriptionId, projectId });

/** The sections fake: the port's byName over the in-memory rows. */
class FakeSections extends FakeProjectRecords<Section, SectionInput> {
  async byName(name: string, scope: TenantScope) {
    return (await this.list({ page: 1, perPage: 1000 } as never, scope)).rows.find((s) => s.name === name) ?? null;
  }
}

/** The groups fake: refuses section ids that are not sections of the group's project, as the port says. */
class FakeGroups extends FakeProjectRecords<CmsGroup, CmsGroupInput> {
  constructor(private readonly sections: FakeSections) {
    super(projectsOf);
  }
  private check(ids: number[] | undefined, projectId: number) {
    const unknown = (ids ?? []).filter((id) => this.sections.rows.get(id)?.projectId !== projectId);
    if (unknown.length) throw new UnknownGroupSections(unknown);
  }
  override async create(record: CmsGroupInput, project: ProjectScope) {
    this.check(record.sections, project.projectId);
    return super.create(record, project);
  }
  override async update(id: number, changes: Partial<CmsGroupInput>, scope: TenantScope) {
    const group = await this.get(id, scope);
    if (group) this.check(changes.sections, group.projectId);
    return super.update(id, changes, scope);
  }
  async delivered() {
    return null;
  }
}

function setup() {
  const sections = new FakeSections(projectsOf);
  const groups = new FakeGroups(sections);
  return {
    sections,
    groups,
    addSection: new AddSection(sections),
    updateSection: new UpdateSection(sections),
    deleteSection: new DeleteSection(sections),
    addGroup: new AddCmsGroup(groups),
    updateGroup: new UpdateCmsGroup(groups),
    deleteGroup: new DeleteCmsGroup(groups),
  };
}

const fieldsOf = (p: Promise<unknown>) =>
  p.then(
    () => [],
    (e: InvalidInput) => (e.errors ?? []).map((x) => x.field),
  );

describe('content sections', () => {
  it('adds a section with trimmed name and label and the code exactly as written', async () => {
    const { addSection } = setup();
    const code = '\n  <h1>Hi</h1>\n';
    expect(await addSection.execute({ name: ' hero ', label: ' Hero ', code }, user(1, 10))).toMatchObject({
      name: 'hero',
      label: 'Hero',
      code,
      projectId: 10,
    });
  });

  it('takes an empty code, and refuses code that is not text or beyond 1 MB, naming every bad field at once', async () => {
    const { addSection, sections } = setup();
    expect((await addSection.execute({ name: 'empty', label: 'Empty' } as SectionInput, user(1, 10))).code).toBe('');
    const atLimit = 'x'.repeat(TEXT_LIMITS.code);
    expect((await addSection.execute({ name: 'big', label: 'Big', code: atLimit }, user(1, 10))).code).toHaveLength(TEXT_LIMITS.code);
    expect(await fieldsOf(addSection.execute({ name: '', label: 'x'.repeat(201), code: atLimit + 'x' }, user(1, 10)))).toEqual([
      'name',
      'label',
      'code',
    ]);
    expect(await fieldsOf(addSection.execute({ name: 'n', label: 'l', code: 5 as never }, user(1, 10)))).toEqual(['code']);
    expect(sections.rows.size).toBe(2);
  });

  it("changes and deletes within the caller's subscription only", async () => {
    const { addSection, updateSection, deleteSection, sections } = setup();
    const section = await addSection.execute({ name: 'footer', label: 'Footer', code: '<p/>' }, user(1, 11));
    await expect(updateSection.execute(section.id, { code: 'stolen' }, user(2))).rejects.toBeInstanceOf(SectionNotFound);
    await expect(deleteSection.execute(section.id, user(2))).rejects.toBeInstanceOf(SectionNotFound);
    await updateSection.execute(section.id, { code: '<footer/>' }, user(1));
    expect(sections.rows.get(section.id)).toMatchObject({ name: 'footer', code: '<footer/>' });
    await deleteSection.execute(section.id, user(1));
    await expect(deleteSection.execute(section.id, user(1))).rejects.toBeInstanceOf(SectionNotFound);
  });
});

describe('content groups', () => {
  it('keeps the sections in order, each once, and only sections of its own project', async () => {
    const { addSection, addGroup, updateGroup, groups } = setup();
    const [a, b] = [
      await addSection.execute({ name: 'a', label: 'A', code: '' }, user(1, 10)),
      await addSection.execute({ name: 'b', label: 'B', code: '' }, user(1, 10)),
    ];
    const elsewhere = await addSection.execute({ name: 'c', label: 'C', code: '' }, user(1, 11));
    const group = await addGroup.execute({ name: ' Home ', sections: [b.id, a.id, b.id] }, user(1, 10));
    expect(group).toMatchObject({ name: 'Home', sections: [b.id, a.id], projectId: 10 });
    await expect(addGroup.execute({ name: 'Mixed', sections: [a.id, elsewhere.id] }, user(1, 10))).rejects.toBeInstanceOf(
      UnknownGroupSections,
    );
    await expect(updateGroup.execute(group.id, { sections: [999] }, user(1))).rejects.toMatchObject({ code: 'cms.unknown_sections' });
    expect(groups.rows.get(group.id)?.sections).toEqual([b.id, a.id]);
    await updateGroup.execute(group.id, { sections: [a.id] }, user(1));
    expect(groups.rows.get(group.id)?.sections).toEqual([a.id]);
  });

  it('needs a name; sections default to none and must be a list of ids', async () => {
    const { addGroup, groups } = setup();
    expect((await addGroup.execute({ name: 'Empty' } as CmsGroupInput, user(1, 10))).sections).toEqual([]);
    for (const sections of ['1,2', [0], [1.5], ['1'], null])
      expect(await fieldsOf(addGroup.execute({ name: 'Bad', sections } as never, user(1, 10)))).toEqual(['sections']);
    expect(await fieldsOf(addGroup.execute({ name: ' ', sections: [] }, user(1, 10)))).toEqual(['name']);
    expect(groups.rows.size).toBe(1);
  });

  it("renames and deletes within the caller's subscription only", async () => {
    const { addGroup, updateGroup, deleteGroup } = setup();
    const group = await addGroup.execute({ name: 'Home', sections: [] }, user(1, 10));
    await expect(updateGroup.execute(group.id, { name: 'Stolen' }, user(2))).rejects.toBeInstanceOf(CmsGroupNotFound);
    await expect(deleteGroup.execute(group.id, user(2))).rejects.toBeInstanceOf(CmsGroupNotFound);
    await deleteGroup.execute(group.id, user(1));
    await expect(deleteGroup.execute(group.id, user(1))).rejects.toBeInstanceOf(CmsGroupNotFound);
  });
});
