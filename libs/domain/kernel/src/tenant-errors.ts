import { NotFound } from './domain-error.js';

/** A client that does not exist or that the caller may not see (tenancy and billing alike). */
export class ClientNotFound extends NotFound {
  constructor() {
    super('Client', 'tenancy.client_not_found');
  }
}

/** A subscription that does not exist or that the caller may not see (tenancy and billing alike). */
export class SubscriptionNotFound extends NotFound {
  constructor() {
    super('Subscription', 'tenancy.subscription_not_found');
  }
}
