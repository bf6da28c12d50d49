/** Injection tokens for ports (interfaces have no runtime identity). */
export const CLIENT_REPOSITORY = Symbol('ClientRepository');
/** Tenancy repositories on the shared connection, for reads. */
export const TENANCY_STORE = Symbol('TenancyStore');
