import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { HealthController } from '../health/health.controller.js';
import { serveDirectly } from '../http/direct-route.js';
import { PublicFormsController } from './public-forms.controller.js';

/**
 * The public routes Fastify serves without Nest's pipeline (decision 0009): the form intake, which must
 * take 3,000 submissions a second on two cores, and liveness, which load balancers poll (issue 21 §2: at
 * least half of bare Fastify's speed). Each argument list mirrors its handler's parameter decorators.
 * Called after the application is created and before it is initialised (routes registered).
 */
export function servePublicRoutesDirectly(app: NestFastifyApplication): void {
  serveDirectly(app, PublicFormsController, 'submit', (request, scope) => [
    (request.params as { formId: string }).formId,
    request.body,
    scope,
  ]);
  serveDirectly(app, HealthController, 'health', () => []);
}
