import { describe, expect, it } from '@jest/globals';
import { moduleRoutes } from '../../routes/module-routes';
import { crudScreens, type Crud, type CrudConfig } from './crud-screens';

const r = moduleRoutes.crm;
const groups: CrudConfig<'customer-groups'> = {
  resource: 'customer-groups',
  list: { route: r.groups, title: 'screens.modules.crm_groups', columns: ['groupName', 'createdAt'], addLabel: 'actions.add_group' },
  create: { route: r.addGroup, title: 'screens.modules.crm_add_group', body: 'CreateCustomerGroupDto', saved: 'messages.group_added' },
  edit: { route: r.editGroup, title: 'screens.modules.crm_edit_group', body: 'UpdateCustomerGroupDto', saved: 'messages.group_updated' },
};

/** The config every generic screen of `screens` is given. */
const crudOf = (screens: ReturnType<typeof crudScreens>) =>
  screens.map((s) => (s.page as unknown as () => { props: { crud: Crud } })().props.crud);

describe('a resource’s generic screens', () => {
  it('are its list, add and edit screens, the list marked in the menu', () => {
    const screens = crudScreens(groups);
    expect(screens.map(({ path, title, menu, area, needsProject }) => ({ path, title, menu, area, needsProject }))).toEqual([
      { path: '/modules/crm/groups', title: 'screens.modules.crm_groups', menu: '/modules/crm/groups', area: 'users', needsProject: true },
      {
        path: '/modules/crm/add-group',
        title: 'screens.modules.crm_add_group',
        menu: '/modules/crm/groups',
        area: 'users',
        needsProject: true,
      },
      {
        path: '/modules/crm/edit-group/:id',
        title: 'screens.modules.crm_edit_group',
        menu: '/modules/crm/groups',
        area: 'users',
        needsProject: true,
      },
    ]);
    expect(screens.every((s) => typeof s.page.preload === 'function')).toBe(true);
  });

  it('show a Unix time as a date, as the API document says, unless told; then go to the list unless told', () => {
    const [crud] = crudOf(crudScreens(groups));
    expect(crud.list.columns).toEqual([
      { source: 'groupName', kind: 'text' },
      { source: 'createdAt', kind: 'date' },
    ]);
    expect(crud.list.deleted).toBe('messages.deleted_successfully');
    expect([crud.create.then, crud.edit.then]).toEqual([r.groups, r.groups]);

    const [told] = crudOf(
      crudScreens({
        ...groups,
        list: { ...groups.list, columns: [{ source: 'createdAt', kind: 'text' }], deleted: 'messages.deleted' },
        create: { ...groups.create, then: r.editGroup },
      }),
    );
    expect(told.list.columns).toEqual([{ source: 'createdAt', kind: 'text' }]);
    expect([told.list.deleted, told.create.then]).toEqual(['messages.deleted', r.editGroup]);
  });

  it('are checked against the API document, the routes and the catalogue when the console builds', () => {
    const wrong: Array<CrudConfig<'customer-groups'>> = [
      // @ts-expect-error: a column must be a field of the record (CustomerGroupDto).
      { ...groups, list: { ...groups.list, columns: ['firstname'] } },
      // @ts-expect-error: the add form has text inputs only (a customer has a group to pick).
      { ...groups, create: { ...groups.create, body: 'CreateCustomerDto' } },
      // @ts-expect-error: the edit screen is a record's (`:id`).
      { ...groups, edit: { ...groups.edit, route: r.groups } },
      // @ts-expect-error: a title is a module screen's.
      { ...groups, list: { ...groups.list, title: 'screens.modules.crm_group' } },
      // @ts-expect-error: a message is one of the catalogue's.
      { ...groups, create: { ...groups.create, saved: 'messages.group_saved' } },
    ];
    expect(wrong).toHaveLength(5);
    // @ts-expect-error: only a resource whose config names its records' schema.
    const clients: CrudConfig<'clients'> | undefined = undefined;
    expect(clients).toBeUndefined();
  });
});
