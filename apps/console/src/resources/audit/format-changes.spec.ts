import { describe, expect, it } from '@jest/globals';
import { formatChanges } from './format-changes';

describe('formatChanges', () => {
  it('says each changed field before → after', () => {
    expect(formatChanges({ website: ['https://a.example', 'https://b.example'], maxUsers: [2, 3] })).toBe(
      'website: https://a.example → https://b.example; maxUsers: 2 → 3',
    );
  });

  it("shows a created or deleted record's values, empty values and long ones shortened", () => {
    expect(formatChanges({ name: [null, 'Gold'] })).toBe('name: Gold');
    expect(formatChanges({ name: ['Gold', null] })).toBe('name: Gold');
    expect(formatChanges({ phone: ['555', ''] })).toBe('phone: 555 → ');
    expect(formatChanges({ modules: [['crm'], ['crm', 'cms']] })).toBe('modules: ["crm"] → ["crm","cms"]');
    expect(formatChanges({ note: ['x'.repeat(100), 'y'] })).toBe(`note: ${'x'.repeat(59)}… → y`);
    expect(formatChanges(null)).toBe('');
  });
});
