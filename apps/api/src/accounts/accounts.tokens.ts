import type {
  AccessRepository,
  ClientRepository,
  ProjectRepository,
  TenancyStore,
  TenancyUnitOfWork,
  UserRepository,
} from '@atrium/tenancy';
import { token } from '../wiring.js';

/** Tenancy repositories on the shared connection, for reads. */
export const TENANCY_STORE = token<TenancyStore>('TenancyStore');
/** Tenancy's writes that belong together, each in one transaction. */
export const TENANCY_UOW = token<TenancyUnitOfWork>('TenancyUnitOfWork');
export const CLIENTS = token<ClientRepository>('ClientRepository');
export const USERS = token<UserRepository>('UserRepository');
export const PROJECTS = token<ProjectRepository>('ProjectRepository');
/** Who may reach which project, read from the database on every ask (the guard's is cached: http/membership-cache.ts). */
export const ACCESS = token<AccessRepository>('AccessRepository');
