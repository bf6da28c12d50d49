import type { Schemas } from '@atrium/api-client';
import type { Area } from '../../auth/user-types';
import type { AtriumDataProvider } from '../../data-provider/data-provider';

export type WebhookEndpoint = Schemas['WebhookEndpointDto'];
export type CreatedWebhookEndpoint = Schemas['CreatedWebhookEndpointDto'];
export type WebhookDelivery = Schemas['WebhookDeliveryDto'];

/**
 * A user's endpoints are the current project's (`/api/webhooks`), a client's its account's
 * (`/api/account/webhooks`): the same calls on two resources.
 */
export const webhooksResource = (area: Area) => (area === 'client' ? 'account-webhooks' : 'webhooks');
export const webhookScreens = (area: Area) =>
  area === 'client'
    ? { list: '/client/webhooks', details: '/client/webhook-details' }
    : { list: '/users/webhooks', details: '/users/webhook-details' };

export const webhookCalls = (provider: AtriumDataProvider, area: Area) => {
  const resource = webhooksResource(area);
  return {
    list: (project: number | null) =>
      provider.send<WebhookEndpoint[]>(resource, { method: 'GET', query: { ...(area === 'client' ? {} : { project }), perPage: 100 } }),
    one: (id: number) => provider.send<WebhookEndpoint>(resource, { method: 'GET', query: { id } }),
    create: (body: { url: string; description: string; events: string[]; project?: number | null }) =>
      provider.send<CreatedWebhookEndpoint>(resource, { method: 'POST', body }),
    update: (body: { id: number; enabled?: boolean }) => provider.send(resource, { method: 'PATCH', body }),
    remove: (id: number) => provider.send(resource, { method: 'DELETE', query: { id } }),
    deliveries: (endpoint: number) =>
      provider.send<WebhookDelivery[]>(resource, {
        method: 'GET',
        path: 'deliveries',
        query: { endpoint, sort: 'id', order: 'desc', perPage: 50 },
      }),
    redeliver: (id: number) => provider.send<WebhookDelivery>(resource, { method: 'POST', path: 'deliveries/redeliver', body: { id } }),
    test: (id: number) => provider.send<WebhookDelivery>(resource, { method: 'POST', path: 'test', body: { id } }),
  };
};
