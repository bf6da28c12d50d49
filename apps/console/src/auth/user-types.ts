import type { Schemas } from '@atrium/api-client';

export type UserType = Schemas['SessionDto']['usertype'];

/** The first segment of the spec's URLs for each kind of person: /admin/..., /client/..., /users. */
export type Area = 'admin' | 'client' | 'users';

const areas: Record<UserType, Area> = { admins: 'admin', clients: 'client', users: 'users' };

export function isUserType(value: unknown): value is UserType {
  return value === 'admins' || value === 'clients' || value === 'users';
}

export function areaOf(userType: UserType): Area {
  return areas[userType];
}

/** Where a person lands after signing in, and where the 'Dashboard' top link goes. */
export function homePath(userType: UserType): string {
  return `/${areas[userType]}`;
}
