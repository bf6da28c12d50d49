// The content tables' own SQL: unique section names, the group's section check in the writing statement,
// the delete trigger that takes a section out of its groups, and the public reads by name and by group.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { SectionNameTaken, UnknownGroupSections } from '@atrium/modules';
import { testProject } from '@atrium/testing';
import { useTestDatabase } from '../../test/open-test-database.js';
import { scopesOf, seedTenant, type Tenant } from '../../test/seed.js';
import { TypeormCmsGroupRepository } from './typeorm-cms-group.repository.js';
import { TypeormSectionRepository } from './typeorm-section.repository.js';

describe('TypeormSectionRepository and TypeormCmsGroupRepository', () => {
  const t = useTestDatabase();
  const sections = () => new TypeormSectionRepository(t.db);
  const groups = () => new TypeormCmsGroupRepository(t.db);
  let mine: Tenant;
  let theirs: Tenant;
  const add = (name: string, projectId = mine.projectIds[0]) =>
    sections().create({ name, label: name.toUpperCase(), code: `<p>${name}</p>` }, testProject(projectId));
  beforeAll(async () => {
    mine = await seedTenant(t.db);
    theirs = await seedTenant(t.db);
  });

  it('keeps a name unique in its project only, answering SectionNameTaken on create and rename', async () => {
    const hero = await add('hero');
    expect(hero).toMatchObject({ name: 'hero', label: 'HERO', code: '<p>hero</p>', projectId: mine.projectIds[0] });
    expect(hero.createdAt).toBeInstanceOf(Date);
    await expect(add('hero')).rejects.toBeInstanceOf(SectionNameTaken);
    await add('hero', mine.projectIds[1]);
    await add('hero', theirs.projectIds[0]);
    const other = await add('other');
    await expect(sections().update(other.id, { name: 'hero' }, scopesOf(mine).user)).rejects.toBeInstanceOf(SectionNameTaken);
    expect((await sections().get(other.id, scopesOf(mine).user))?.name).toBe('other');
  });

  it("reads a section by name in the key's project only", async () => {
    const own = await sections().byName('hero', scopesOf(mine).project);
    expect(own).toMatchObject({ name: 'hero', projectId: mine.projectIds[0], code: '<p>hero</p>' });
    expect(own?.createdAt).toBeInstanceOf(Date);
    expect((await sections().byName('hero', scopesOf(theirs).project))?.projectId).toBe(theirs.projectIds[0]);
    expect(await sections().byName('HERO', scopesOf(mine).project)).toBeNull();
    expect((await sections().byName('hero', scopesOf(mine).userInProject))?.id).toBe(own?.id);
  });

  it("takes only its project's sections into a group, in order, and refuses the rest whole", async () => {
    const [a, b] = [await add('ga'), await add('gb')];
    const foreign = await add('gc', mine.projectIds[1]);
    const group = await groups().create({ name: 'Home', sections: [b.id, a.id] }, testProject(mine.projectIds[0]));
    expect(group).toMatchObject({ name: 'Home', sections: [b.id, a.id] });
    await expect(
      groups().create({ name: 'Bad', sections: [a.id, foreign.id, 99999] }, testProject(mine.projectIds[0])),
    ).rejects.toMatchObject({ ids: [foreign.id, 99999] });
    expect(await t.sql(`SELECT count(*)::int AS n FROM cms_groups WHERE name = 'Bad'`)).toEqual([{ n: 0 }]);

    await expect(groups().update(group.id, { name: 'Renamed', sections: [foreign.id] }, scopesOf(mine).user)).rejects.toBeInstanceOf(
      UnknownGroupSections,
    );
    expect(await groups().get(group.id, scopesOf(mine).user)).toMatchObject({ name: 'Home', sections: [b.id, a.id] });
    expect(await groups().update(group.id, { sections: [a.id] }, scopesOf(theirs).user)).toBe(false);
    expect(await groups().update(group.id, { name: 'Home page', sections: [a.id, b.id] }, scopesOf(mine).userInProject)).toBe(true);

    const delivered = await groups().delivered(group.id, scopesOf(mine).project);
    expect(delivered?.group).toMatchObject({ name: 'Home page', sections: [a.id, b.id] });
    expect(delivered?.sections.map((s) => s.name)).toEqual(['ga', 'gb']);
    expect(delivered?.sections[0].createdAt).toBeInstanceOf(Date);
    expect(await groups().delivered(group.id, scopesOf(theirs).project)).toBeNull();

    // Deleting a section takes it out of its groups in the same statement.
    expect(await sections().delete(a.id, scopesOf(mine).user)).toBe(true);
    expect((await groups().get(group.id, scopesOf(mine).user))?.sections).toEqual([b.id]);
    expect((await groups().delivered(group.id, scopesOf(mine).project))?.sections.map((s) => s.name)).toEqual(['gb']);
  });
});
