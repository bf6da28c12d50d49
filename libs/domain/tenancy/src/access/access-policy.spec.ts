import { describe, expect, it } from '@jest/globals';
import type { SessionClaims } from '../sessions/session.js';
import { mayEnter } from './access-policy.js';
import { scopeOf } from './tenant-scope.js';

const as = (usertype: SessionClaims['usertype'], userId = 7): SessionClaims => ({
  sid: 's',
  usertype,
  userId,
  firstname: 'F',
  email: 'e@x.y',
});

describe('access policy', () => {
  it('lets the declared kinds in, refuses the others, and asks anonymous callers to sign in', () => {
    expect(mayEnter(as('admins'), ['admins'])).toBe('ok');
    expect(mayEnter(as('clients'), ['admins'])).toBe('forbidden');
    expect(mayEnter(null, ['admins', 'clients'])).toBe('unauthenticated');
    expect(mayEnter(null, ['public'])).toBe('ok');
    expect(mayEnter(as('users'), ['project-token'])).toBe('forbidden');
  });

  it('scopes each kind to its own records', () => {
    expect(scopeOf(as('admins'))).toEqual({ kind: 'admins' });
    expect(scopeOf(as('clients', 3))).toEqual({ kind: 'clients', clientId: 3 });
    expect(scopeOf(as('users', 4), { subscriptionId: 9, projectId: 2 })).toEqual({
      kind: 'users',
      userId: 4,
      subscriptionId: 9,
      projectId: 2,
    });
    expect(scopeOf(as('users', 4))).toMatchObject({ subscriptionId: -1 });
  });
});
