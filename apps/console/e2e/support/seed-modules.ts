import { readFileSync } from 'node:fs';
import { apiCall, seedProjectMember, type ProjectMember } from './api.js';
import type { Member } from './member-console.js';
import type { RunningServer } from './server.js';

export const ALL_MODULES = ['cms', 'bms', 'inv', 'com', 'crm', 'sch', 'asm'];

/** A small PNG (the fixture cover), e.g. a public image whose thumbnail a list shows. */
export const PNG = readFileSync(new URL('../fixtures/cover.png', import.meta.url));
const WEBM = readFileSync(new URL('../fixtures/clip.webm', import.meta.url));

export interface SeededModules extends ProjectMember {
  lead: number;
  scoredLead: number;
  customer: number;
  item: number;
  folder: number;
  asset: number;
}

/** A multipart upload as the console sends it (`project` first, then the fields, then the files). */
export async function upload<T>(
  server: RunningServer,
  token: string,
  path: string,
  fields: Record<string, string>,
  files: Record<string, File>,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, v] of Object.entries(files)) form.append(k, v, v.name);
  const r = await fetch(`${server.baseUrl}/api${path}`, { method: 'POST', headers: { token }, body: form });
  if (!r.ok) throw new Error(`POST ${path}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

/**
 * A member of a subscription with every module and one record (or two) in each module's lists: leads (one
 * scored), a customer in a group, an inventory item, a public image in a folder, a video, a form, a section,
 * an event today. Enough for every list screen to show rows, e.g. at phone width.
 */
export async function seedEveryModule(server: RunningServer, name: string, user: Member): Promise<SeededModules> {
  const member = await seedProjectMember(server, { name, modules: ALL_MODULES, projectName: `${name} Shop`, user });
  const { token, project } = member;
  const post = <T = { id: number }>(path: string, body: unknown) => apiCall<T>(server, token, 'POST', path, body);
  const scoring = await post('/com/scoring', { label: 'Hot', score: 90, color: '#d32f2f', project });
  const lead = await post('/com/leads', { firstname: 'Lena', lastname: 'Lead', email: 'lena@lead.test', phone: '555-0110', project });
  const scoredLead = await post('/com/leads', { firstname: 'Hugo', lastname: 'Hot', email: 'hugo@lead.test', phone: '555-0111', project });
  await apiCall(server, token, 'PATCH', '/com/leads', { id: scoredLead.id, scoring: scoring.id });
  const group = await post('/crm/groups', { groupName: 'Retail', project });
  const customer = await post('/crm/customers', {
    firstname: 'Cora',
    lastname: 'Customer',
    email: 'cora@customer.test',
    phone: '555-0120',
    city: 'Montreal',
    customerGroup: group.id,
    project,
  });
  const template = await post('/inv/templates', { name: 'Rooms', fields: 'item, cost, bedrooms', project });
  const invGroup = await post('/inv/groups', { name: 'Lofts', template: template.id, project });
  const item = await post('/inv/items', { inventoryGroup: invGroup.id, data: { item: 'Loft 4B', cost: 1250, bedrooms: '2' }, status: 0 });
  const folder = await post('/asm/folders', { folder: 'Brochures', project });
  const asset = await upload<{ id: number }>(
    server,
    token,
    `/asm/assets?project=${project}`,
    { project: String(project), label: 'Shop front', folder: String(folder.id), access: 'public' },
    { file: new File([PNG], 'shop-front.png', { type: 'image/png' }) },
  );
  const category = await post('/bms/categories', { name: 'Tours', project });
  await upload(
    server,
    token,
    `/bms/videos?project=${project}`,
    { project: String(project), title: 'Loft tour', category: String(category.id) },
    { videoFile: new File([WEBM], 'tour.webm', { type: 'video/webm' }), coverFile: new File([PNG], 'tour.png', { type: 'image/png' }) },
  );
  await post('/com/forms', { label: 'Contact us', notifySms: '5550100', notifyEmail: 'sales@shop.test', project });
  await post('/cms/sections', { name: 'hero', label: 'Home hero', code: '<h1>Hi</h1>', project });
  const today = new Date().toISOString().slice(0, 10);
  await post('/sch/events', {
    project,
    event: 'Open house',
    description: 'Visit',
    startDate: today,
    endDate: today,
    startTime: '09:00',
    endTime: '10:00',
  });
  await post('/sch/events', {
    project,
    event: 'Walkthrough',
    description: 'Visit',
    startDate: today,
    endDate: today,
    startTime: '11:00',
    endTime: '12:00',
  });
  return { ...member, lead: lead.id, scoredLead: scoredLead.id, customer: customer.id, item: item.id, folder: folder.id, asset: asset.id };
}
