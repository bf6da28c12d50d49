import type { Schemas } from '@atrium/api-client';
import type { AtriumDataProvider } from '../../data-provider/data-provider';
import type { Invitees } from './event-inputs';

export type EventTag = Schemas['EventTagDto'];

/** The invitees of an event (GET /sch/tags?event). */
export function inviteesOf(provider: AtriumDataProvider, event: number): Promise<EventTag[]> {
  return provider.send<EventTag[]>('event-tags', { method: 'GET', query: { event, perPage: 100 } });
}

/** Makes the event's invitees the chosen ones: POST /sch/tags per new invitee (spec 2 §7), DELETE per dropped one. */
export async function setInvitees(provider: AtriumDataProvider, event: number, chosen: Invitees, current: EventTag[] = []): Promise<void> {
  const wanted = [...chosen.customers.map((id) => `customer:${id}`), ...chosen.leads.map((id) => `lead:${id}`)];
  const have = new Map(current.map((t) => [`${t.tagType}:${t.typeId}`, t.id]));
  for (const key of wanted.filter((k) => !have.has(k))) {
    const [tagType, typeId] = key.split(':');
    await provider.send('event-tags', { method: 'POST', body: { event, tagType, typeId: Number(typeId) } });
  }
  for (const [key, id] of have) if (!wanted.includes(key)) await provider.send('event-tags', { method: 'DELETE', query: { id } });
}
