import { describe, expect, it } from '@jest/globals';
import { inTemplateOrder, templateFieldLabel } from './template-field';

describe('inventory template fields', () => {
  it("labels a field in the template's words, first letter raised", () => {
    expect(templateFieldLabel('item')).toBe('Item');
    expect(templateFieldLabel('cost')).toBe('Cost');
    expect(templateFieldLabel('squareFeet')).toBe('SquareFeet');
    expect(templateFieldLabel('floor_area')).toBe('Floor area');
  });

  it("orders an item's data as its template does, keys the template lost last", () => {
    const data = { cost: 5, item: 'Flat', bedrooms: '2', old: 'x' };
    expect(inTemplateOrder(data, ['item', 'bedrooms', 'cost']).map(([k]) => k)).toEqual(['item', 'bedrooms', 'cost', 'old']);
    expect(inTemplateOrder(data, undefined).map(([k]) => k)).toEqual(['cost', 'item', 'bedrooms', 'old']);
  });
});
