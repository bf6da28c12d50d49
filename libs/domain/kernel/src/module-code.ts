/**
 * The project modules a subscription may include, by code: the same as the console's route segments and
 * the API's path prefixes (CONTRACT §9).
 */
export const MODULE_CODES = ['cms', 'bms', 'inv', 'crm', 'com', 'asm', 'sch'] as const;
export type ModuleCode = (typeof MODULE_CODES)[number];

export function isModuleCode(value: unknown): value is ModuleCode {
  return MODULE_CODES.includes(value as ModuleCode);
}
