import { describe, expect, it } from '@jest/globals';
import { createElement, Fragment, type ReactElement } from 'react';
import { LIST_SORTS } from '@atrium/api-client';
import { sortableFields } from '../data-provider/list-sort';
import { markUnsortable } from './sortable-columns';

type Props = { source?: string; sortBy?: string; sortable?: boolean; label?: string | false };
const Column = (_: Props) => null;
const column = (props: Props) => createElement(Column, props);
const sortableOf = (children: ReturnType<typeof markUnsortable>) =>
  (children as ReactElement<{ source?: string; sortable?: boolean }>[]).map((c) => [c.props.source, c.props.sortable]);

describe('column sort from the API document', () => {
  it("reads a list's sortable fields from its route's `sort`, the parent's sub-route when the filter names it", () => {
    expect(sortableFields('customers')).toEqual(LIST_SORTS['/api/crm/customers']);
    expect(sortableFields('customers')).toEqual(expect.arrayContaining(['firstname', 'createdAt']));
    expect(sortableFields('customers')).not.toContain('phone');
    expect(sortableFields('invoices', { client: 7 })).toEqual(LIST_SORTS['/api/invoices/client']);
    expect(sortableFields('not-a-resource')).toBeUndefined();
    expect(sortableFields(undefined)).toBeUndefined();
  });

  it('marks the columns whose field (sortBy, else source) the list cannot sort by, and leaves the rest alone', () => {
    const children = [
      column({ source: 'firstname' }),
      column({ source: 'phone' }),
      column({ source: 'name', sortBy: 'lastname' }),
      column({ source: 'city', sortable: true }),
      column({}),
      column({ source: 'id', label: '' }),
      null,
    ];
    expect(sortableOf(markUnsortable(children, ['firstname', 'lastname', 'id']))).toEqual([
      ['firstname', undefined],
      ['phone', false],
      ['name', undefined],
      ['city', true],
      [undefined, undefined],
      ['id', false],
    ]);
    // Rows in memory of no known resource: the columns as written.
    expect(markUnsortable(children, undefined)).toBe(children);
    expect(markUnsortable(createElement(Fragment), [])).toBeDefined();
  });
});
