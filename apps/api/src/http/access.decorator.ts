import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity } from '@nestjs/swagger';
import type { Audience } from '@atrium/tenancy';
import { ApiErrors } from './api-errors.decorator.js';

export const ACCESS_KEY = 'atrium:access';

/**
 * Declares who may call a route. Every route must carry one (on the method or its controller): the
 * server refuses to start otherwise, and a test enumerates all routes to prove it.
 */
export function Access(...audiences: [Audience, ...Audience[]]) {
  const decorators: Array<ClassDecorator & MethodDecorator> = [SetMetadata(ACCESS_KEY, audiences)];
  if (audiences.includes('project-token')) decorators.push(ApiSecurity('apiKey'), ApiErrors(401));
  else if (!audiences.includes('public')) decorators.push(ApiSecurity('token'), ApiBearerAuth(), ApiErrors(401, 403));
  return applyDecorators(...decorators);
}

export const EVEN_INACTIVE_KEY = 'atrium:even-inactive';

/** The route also serves users whose subscription is inactive (signing out, changing a password). */
export const EvenWhenSubscriptionInactive = () => SetMetadata(EVEN_INACTIVE_KEY, true);
