import type { Schemas } from '@atrium/api-client';
import type { AtriumDataProvider } from '../../data-provider/data-provider';
import type { Invitees } from './event-inputs';

export type Invitee = Schemas['InviteeDto'];

/** The invitees of an event (GET /sch/tags?event). */
export function inviteesOf(provider: AtriumDataProvider, event: number): Promise<Invitee[]> {
  return provider.send<Invitee[]>('invitees', { method: 'GET', query: { event, perPage: 100 } });
}

/** Makes the event's invitees the chosen ones: POST /sch/tags per new invitee (spec 2 §7), DELETE per dropped one. */
export async function setInvitees(provider: AtriumDataProvider, event: number, chosen: Invitees, current: Invitee[] = []): Promise<void> {
  const wanted = [...chosen.customers.map((id) => `customer:${id}`), ...chosen.leads.map((id) => `lead:${id}`)];
  const have = new Map(current.map((t) => [`${t.tagType}:${t.typeId}`, t.id]));
  for (const key of wanted.filter((k) => !have.has(k))) {
    const [tagType, typeId] = key.split(':');
    await provider.send('invitees', { method: 'POST', body: { event, tagType, typeId: Number(typeId) } });
  }
  for (const [key, id] of have) if (!wanted.includes(key)) await provider.send('invitees', { method: 'DELETE', query: { id } });
}
