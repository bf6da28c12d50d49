import { generatePath, type PathParam } from 'react-router-dom';
import { routes as asm } from '../modules/asm/resources';
import { routes as bms } from '../modules/bms/resources';
import { routes as cms } from '../modules/cms/resources';
import { routes as com } from '../modules/com/resources';
import { routes as crm } from '../modules/crm/resources';
import { routes as inv } from '../modules/inv/resources';
import { routes as sch } from '../modules/sch/resources';

/**
 * Every module screen's path (spec 2), each said once in its module's folder (`routes` of
 * modules/<code>/resources.ts): the module's screens register them, and links, redirects and saved-to
 * targets name them (`moduleRoutes.crm.customers`, or `routeTo(moduleRoutes.crm.customerDetails, { id })` for
 * one with parameters), so a renamed screen is one edit and a mistyped link fails the typecheck.
 */
export const moduleRoutes = { crm, com, inv, cms, bms, asm, sch } as const;

type Routes = typeof moduleRoutes;
/** One module screen's path pattern. */
export type ModuleRoute = { [M in keyof Routes]: Routes[M][keyof Routes[M]] }[keyof Routes];

/** A screen's URL, its parameters filled in: `routeTo(moduleRoutes.inv.editItem, { group: 3, id: 7 })`. */
export function routeTo<R extends ModuleRoute>(route: R, params: { [K in PathParam<R>]: string | number }): string {
  return generatePath(route, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) as never);
}
