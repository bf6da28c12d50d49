import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { Audience } from '@atrium/tenancy';
import { ACCESS_KEY } from './access.decorator.js';

export interface RoutePolicy {
  method: string;
  path: string;
  controller: string;
  handler: string;
  audiences: Audience[] | undefined;
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
      });
    }
  }
  return routes;
}

export function assertEveryRouteDeclaresAccess(app: INestApplication): void {
  const missing = listRoutePolicies(app).filter((r) => !r.audiences);
  if (missing.length) {
    throw new Error(
      `Routes without an access policy: ${missing.map((r) => `${r.method} ${r.path} (${r.controller}.${r.handler})`).join(', ')}`,
    );
  }
}
