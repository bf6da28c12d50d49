import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { Audience } from '@atrium/tenancy';
import type { ModuleCode } from '@atrium/kernel';
import { ACCESS_KEY } from './access.decorator.js';
import { MODULE_KEY, MODULE_PREFIXES, PER_RECORD_MODULE_PREFIXES, type DeclaredModule } from './module.decorator.js';
import { PROJECT_FROM_KEY, type ProjectDeclaration } from './project-from.decorator.js';

export interface RoutePolicy {
  method: string;
  path: string;
  controller: string;
  handler: string;
  audiences: Audience[] | undefined;
  /** The project module the route belongs to (`@InModule`), or `per-request` (`@InModuleOf`). */
  module: ModuleCode | 'per-request' | undefined;
  /** Where a module route finds its project (`@ProjectFrom`, or `@NoProject`). */
  project: ProjectDeclaration | undefined;
}

/** Every HTTP route of the application with its declared audience (undefined when it declares none). */
export function listRoutePolicies(app: INestApplication): RoutePolicy[] {
  const discovery = app.get(DiscoveryService);
  const reflector = app.get(Reflector);
  const scanner = new MetadataScanner();
  const routes: RoutePolicy[] = [];
  for (const wrapper of discovery.getControllers()) {
    const { instance, metatype } = wrapper;
    if (!instance || !metatype) continue;
    const base = (Reflect.getMetadata(PATH_METADATA, metatype) as string | undefined) ?? '';
    const prototype = Object.getPrototypeOf(instance);
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      if (path === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
      routes.push({
        method,
        path: `/${[base, path].filter((p) => p && p !== '/').join('/')}`.replace(/\/+/g, '/'),
        controller: metatype.name,
        handler: name,
        audiences: reflector.getAllAndOverride<Audience[] | undefined>(ACCESS_KEY, [handler, metatype]),
        module: moduleOfPolicy(reflector.getAllAndOverride<DeclaredModule | undefined>(MODULE_KEY, [handler, metatype])),
        project: reflector.getAllAndOverride<ProjectDeclaration | undefined>(PROJECT_FROM_KEY, [handler, metatype]),
      });
    }
  }
  return routes;
}

const moduleOfPolicy = (declared: DeclaredModule | undefined) => (typeof declared === 'function' ? 'per-request' : declared);

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

const describe = (routes: RoutePolicy[]) => routes.map((r) => `${r.method} ${r.path} (${r.controller}.${r.handler})`).join(', ');

/**
 * A route under a module's prefix (`/crm/...`) belongs to that module and must say so; a route of records
 * attached to other modules' records (`/notes`) must name its module, fixed or per request.
 */
export function lacksItsModule(route: RoutePolicy): boolean {
  if (PER_RECORD_MODULE_PREFIXES.some((p) => under(route.path, p))) return route.module === undefined;
  const prefix = MODULE_PREFIXES.find((p) => under(route.path, p));
  return prefix !== undefined && route.module !== prefix.slice(1);
}

/** A signed-in module route that does not say how it finds its project (the public API's key names it). */
export function lacksItsProject(route: RoutePolicy): boolean {
  return route.module !== undefined && !route.audiences?.includes('project-token') && route.project === undefined;
}

/**
 * Refuses to start a server with a route that declares no audience, a module route without its module, or
 * one that does not say how it finds its project.
 */
export function assertEveryRouteDeclaresAccess(app: INestApplication): void {
  const routes = listRoutePolicies(app);
  const missing = routes.filter((r) => !r.audiences);
  if (missing.length) throw new Error(`Routes without an access policy: ${describe(missing)}`);
  const unmoduled = routes.filter(lacksItsModule);
  if (unmoduled.length) throw new Error(`Module routes without their @InModule: ${describe(unmoduled)}`);
  const unprojected = routes.filter(lacksItsProject);
  if (unprojected.length) throw new Error(`Module routes without their @ProjectFrom: ${describe(unprojected)}`);
}
