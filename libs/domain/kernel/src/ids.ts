/** The largest id the database holds (its ids are 32-bit integers): a larger one names no record. */
export const MAX_ID = 2_147_483_647;

/** A whole number written in a query string or a form field: digits only. */
export const WHOLE_NUMBER = /^\d+$/;

/** What a field that must hold one is told. */
export const NOT_A_WHOLE_NUMBER = 'must be a whole number';
