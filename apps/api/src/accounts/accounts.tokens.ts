/** Tenancy repositories on the shared connection, for reads. */
export const TENANCY_STORE = Symbol('TenancyStore');
