import { describe, expect, it } from '@jest/globals';
import { personName } from './person-name';

describe('personName', () => {
  it('shows the name, or the e-mail when the name is empty', () => {
    expect(personName({ firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' })).toBe('Ada Lovelace');
    expect(personName({ firstname: 'Ada', lastname: ' ', email: 'ada@example.com' })).toBe('Ada');
    expect(personName({ firstname: '', lastname: '', email: 'ada@example.com' })).toBe('ada@example.com');
    expect(personName({ firstname: null, lastname: undefined, email: null })).toBe('');
    expect(personName(undefined)).toBe('');
  });
});
