import { readFileSync } from 'node:fs';
import { apiCall, seedProjectMember, type ProjectMember } from './api.js';
import type { RunningServer } from './server.js';

const COVER = readFileSync(new URL('../fixtures/cover.png', import.meta.url));

export interface FirstHour extends ProjectMember {
  /** The lead a visitor's e-mail-only form made: no name. */
  quiet: number;
  quietEmail: string;
  item: number;
  event: number;
  /** How many unranked leads the project holds. */
  unranked: number;
}

/**
 * Issue 19's new user: a project with every module the lead pipeline touches, no customer group yet, a
 * form, and a visitor's submission with only an e-mail (the most common lead: no name). The lead already
 * has a history: a note, an engagement, an event invitation and a file; 20 more unranked leads and one
 * ranked lead fill the leads screen.
 */
export async function seedFirstHour(
  server: RunningServer,
  user: { firstname: string; email: string; password: string },
  name: string,
): Promise<FirstHour> {
  const member = await seedProjectMember(server, {
    name,
    modules: ['crm', 'com', 'inv', 'sch', 'asm'],
    projectName: `${name} Shop`,
    user,
  });
  const { project } = member;
  const call = <T>(method: string, path: string, body?: unknown) => apiCall<T>(server, member.token, method, path, body);

  // First, so that the lead of the submission below is the newest unranked one.
  const bulk = Array.from({ length: 20 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return { firstname: `Bulk${n}`, lastname: 'Lead', phone: '555-0100', email: `bulk${n}@first-hour.test` };
  });
  await call('POST', '/com/leads/batch', { leads: bulk, project });
  const form = await call<{ id: number }>('POST', '/com/forms', {
    label: 'Newsletter',
    notifySms: '+1 514 555 0100',
    notifyEmail: 'sales@first-hour.test',
    project,
  });
  const quietEmail = `quiet@${name.toLowerCase().replace(/[^a-z]+/g, '-')}.test`;
  const posted = await fetch(`${server.baseUrl}/api/public/forms/${form.id}/submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': member.apiKey },
    body: JSON.stringify({ email: quietEmail, message: 'Send me the catalogue' }),
  });
  if (!posted.ok) throw new Error(`public intake: ${posted.status} ${await posted.text()}`);
  const [quiet] = await call<Array<{ id: number }>>('GET', `/com/leads?project=${project}&q=${encodeURIComponent(quietEmail)}`);

  await call('POST', '/notes', { note: 'Asked for the spring catalogue', recipientId: quiet.id, recipientType: 'lead' });
  const template = await call<{ id: number }>('POST', '/inv/templates', { name: 'Furniture', fields: 'item,cost', project });
  const group = await call<{ id: number }>('POST', '/inv/groups', { name: 'Showroom', template: template.id, project });
  const item = await call<{ id: number }>('POST', '/inv/items', { inventoryGroup: group.id, data: { item: 'Oak table', cost: 450 } });
  await call('POST', '/inv/tags', { inventory: item.id, tagType: 'lead', typeId: quiet.id });
  const event = await call<{ id: number }>('POST', '/sch/events', {
    event: 'Catalogue call',
    description: 'Walk through the catalogue',
    startDate: '2026-03-02',
    endDate: '2026-03-02',
    startTime: '09:30',
    endTime: '10:00',
    project,
  });
  await call('POST', '/sch/tags', { event: event.id, tagType: 'lead', typeId: quiet.id });
  const folder = await call<{ id: number }>('POST', '/asm/folders', { folder: 'Brochures', project });
  const upload = new FormData();
  for (const [key, value] of Object.entries({ label: 'Spring catalogue', folder: String(folder.id), access: 'private' }))
    upload.append(key, value);
  upload.append('file', new Blob([new Uint8Array(COVER)], { type: 'image/png' }), 'catalogue.png');
  const asset = await fetch(`${server.baseUrl}/api/asm/assets?project=${project}`, {
    method: 'POST',
    headers: { token: member.token },
    body: upload,
  });
  if (!asset.ok) throw new Error(`upload: ${asset.status} ${await asset.text()}`);
  const { id: assetId } = (await asset.json()) as { id: number };
  await call('PATCH', '/asm/assets/manage', { selected: [assetId], tagType: 'lead', typeId: quiet.id });

  const hot = await call<{ id: number }>('POST', '/com/scoring', { label: 'Hot', score: 90, color: '#ff0000', project });
  const rita = await call<{ id: number }>('POST', '/com/leads', {
    firstname: 'Rita',
    lastname: 'Ranked',
    phone: '555-0102',
    email: 'rita@first-hour.test',
    project,
  });
  await call('PATCH', '/com/leads', { id: rita.id, scoring: hot.id });
  return { ...member, quiet: quiet.id, quietEmail, item: item.id, event: event.id, unranked: bulk.length + 1 };
}
