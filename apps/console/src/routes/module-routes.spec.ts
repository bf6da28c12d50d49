import { describe, expect, it } from '@jest/globals';
import { moduleRoutes, routeTo } from './module-routes';

describe('module routes', () => {
  it('fill in their parameters', () => {
    expect(routeTo(moduleRoutes.crm.customerDetails, { id: 7 })).toBe('/modules/crm/customer-details/7');
    expect(routeTo(moduleRoutes.inv.editItem, { group: 3, id: '9' })).toBe('/modules/inv/edit-item/3/9');
    // @ts-expect-error: a route's parameters are checked (and a missing one throws).
    expect(() => routeTo(moduleRoutes.inv.editItem, { id: 9 })).toThrow();
  });

  it('are each a module screen’s path once', () => {
    const paths = Object.values(moduleRoutes).flatMap((routes) => Object.values(routes) as string[]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((p) => /^\/modules\/(crm|com|inv|cms|bms|asm|sch)\/[a-z-]+(\/:[a-zA-Z]+)*$/.test(p))).toBe(true);
  });
});
