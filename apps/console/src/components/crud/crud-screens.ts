import type { PathParam } from 'react-router-dom';
import { UNIX_TIMES, type components } from '@atrium/api-client';
import type { BodySchema } from '../../data-provider/body-rules';
import { resourceConfig, type RecordSchema } from '../../data-provider/resource-config';
import type { en } from '../../i18n/en';
import { moduleScreen } from '../../modules/module-screens';
import type { moduleTitles } from '../../modules/resources';
import type { ModuleRoute } from '../../routes/module-routes';
import { lazyPage, pageWith } from '../../routes/pages';
import type { Screen } from '../../routes/screen';

// A module resource's list, add and edit screens from a few lines of config (issue 20: a resource's console
// is its config), each checked against the API document and the catalogue when the console builds.

type Schemas = components['schemas'];
type Configs = typeof resourceConfig;

/** A resource whose config names its records' schema (`record`): its columns are that schema's fields. */
export type RecordResource = { [R in keyof Configs]: Configs[R] extends { record: RecordSchema } ? R : never }[keyof Configs];
type FieldOf<R extends RecordResource> = Configs[R] extends { record: infer S extends RecordSchema } ? keyof Schemas[S] & string : never;

/** How a column shows its field: as text, or (Unix seconds) as a date. */
export type ColumnKind = 'text' | 'date';
/** A column: a field of the record, its kind read from the API document (`format: unix-time`), or given. */
export type Column<R extends RecordResource> = FieldOf<R> | { source: FieldOf<R>; kind: ColumnKind };

type TextFieldOf<S extends BodySchema> = {
  [F in keyof Schemas[S]]-?: NonNullable<Schemas[S][F]> extends string ? F : never;
}[keyof Schemas[S]];
/** A request body whose fields are all texts, its project aside (the data provider sends it): a form of text inputs. */
export type TextBody = { [S in BodySchema]: Exclude<keyof Schemas[S], 'project'> extends TextFieldOf<S> ? S : never }[BodySchema];

/** A module screen without parameters (a list, an add screen). */
export type PlainRoute = { [R in ModuleRoute]: [PathParam<R>] extends [never] ? R : never }[ModuleRoute];
/** A module screen of one record, `:id` its only parameter. */
export type RecordRoute = {
  [R in ModuleRoute]: [PathParam<R>] extends [never] ? never : [PathParam<R>] extends ['id'] ? R : never;
}[ModuleRoute];

type Title = `screens.modules.${keyof typeof moduleTitles}`;
type Message = `messages.${keyof (typeof en)['messages']}`;
type Action = `actions.${keyof (typeof en)['actions']}`;

/** Where a saved record leads: a screen, or its record's (the saved record's id filled in). */
type Then = PlainRoute | RecordRoute;

export interface CrudConfig<R extends RecordResource> {
  resource: R;
  /** The list: its columns, its add button's label, the message once a row is deleted (default 'Deleted successfully'). */
  list: { route: PlainRoute; title: Title; columns: ReadonlyArray<Column<R>>; addLabel: Action; deleted?: Message };
  /** The add screen: its inputs are the create body's fields, with the API document's rules; then `then` (default the list). */
  create: { route: PlainRoute; title: Title; body: TextBody; saved: Message; then?: Then };
  /** The edit screen: the same inputs; it sends the update body's fields only; then `then` (default the list). */
  edit: { route: RecordRoute; title: Title; body: BodySchema; saved: Message; then?: Then };
}

/** What the generic screens are given: the config, its columns' kinds decided. */
export interface Crud {
  resource: string;
  list: { route: PlainRoute; addLabel: string; deleted: string; columns: ReadonlyArray<{ source: string; kind: ColumnKind }> };
  create: { route: PlainRoute; body: TextBody; saved: string; then: Then };
  edit: { route: RecordRoute; body: BodySchema; saved: string; then: Then };
}

const CrudList = lazyPage(() => import('./crud-list'), 'CrudList');
const CrudCreate = lazyPage(() => import('./crud-create'), 'CrudCreate');
const CrudEdit = lazyPage(() => import('./crud-edit'), 'CrudEdit');

const unixTimes: Partial<Record<RecordSchema, readonly string[]>> = UNIX_TIMES;

/**
 * A resource's list, add and edit screens (the add and edit screens mark the list as current in the menu):
 * the list has its columns, the add button, and per row Edit and Delete (after a confirmation); the add and
 * edit screens show the spec's message once saved, then go on (to the list unless told).
 */
export function crudScreens<R extends RecordResource>({ resource, list, create, edit }: CrudConfig<R>): Screen[] {
  const { record } = resourceConfig[resource] as { record: RecordSchema };
  const columns = list.columns.map((column) => {
    const { source, kind } = typeof column === 'string' ? { source: column, kind: undefined } : column;
    return { source, kind: kind ?? (unixTimes[record]?.includes(source) ? 'date' : 'text') } as const;
  });
  const crud: Crud = {
    resource,
    list: { route: list.route, addLabel: list.addLabel, deleted: list.deleted ?? 'messages.deleted_successfully', columns },
    create: { route: create.route, body: create.body, saved: create.saved, then: create.then ?? list.route },
    edit: { route: edit.route, body: edit.body, saved: edit.saved, then: edit.then ?? list.route },
  };
  return [
    moduleScreen(list.route, list.title, pageWith(CrudList, { crud })),
    moduleScreen(create.route, create.title, pageWith(CrudCreate, { crud }), list.route),
    moduleScreen(edit.route, edit.title, pageWith(CrudEdit, { crud }), list.route),
  ];
}
