// Spec 2 §7 "Scheduler", as the project's user (Google Calendar through the local fake of @atrium/testing).
import { beforeAll, describe, expect } from '@jest/globals';
import type { FakeGoogle } from '@atrium/testing';
import { created, expectList, expectRecord, expectStatus, ids, num, str, type Caller, type Rec } from './http.js';
import { specCall, specCall1 } from './registry.js';
import type { SpecWorld } from './world.js';

const EVENT = { id: num, event: str, description: str, dateTime: num, project: num };
const EVENT_TAG = { event: num, tagType: str, typeId: num, inviteeDetails: { firstname: str, lastname: str } };
const DAY = '2031-05-20';
const DAY_UNIX = Date.UTC(2031, 4, 20) / 1000;

export function schedulerCalls(w: () => SpecWorld, google: () => FakeGoogle): void {
  const user = (): Caller => w().user.call;
  const project = () => w().project.id;
  const eventBody = (event: string) => ({
    project: project(),
    event,
    description: `${event}, on site`,
    startDate: DAY,
    endDate: DAY,
    startTime: '09:30',
    endTime: '10:45',
  });
  const addEvent = (name: string) => user()('POST', '/sch/events', eventBody(name)).then(created);

  let event: number;
  let customer: number;
  let lead: number;
  beforeAll(async () => {
    event = await addEvent('Site visit');
    const customerGroup = created(await user()('POST', '/crm/groups', { groupName: 'Visitors', project: project() }));
    const person = (firstname: string) => ({ firstname, lastname: 'Invitee', email: `${firstname}-${w().unique()}@example.com` });
    customer = created(await user()('POST', '/crm/customers', { ...person('ivy'), customerGroup, project: project() }));
    lead = created(await user()('POST', '/com/leads', { ...person('ian'), phone: '555-0177', project: project() }));
    created(await user()('POST', '/sch/tags', { event, tagType: 'customer', typeId: customer }));
  });

  describe('Events and invitees', () => {
    specCall1('GET /sch/events?project&day={unix}', async () => {
      expect(ids(expectList(await user()('GET', `/sch/events?project=${project()}&day=${DAY_UNIX}`), EVENT))).toContain(event);
    });
    specCall1('GET /sch/events?id', async () => {
      expectRecord(await user()('GET', `/sch/events?id=${event}`), {
        ...EVENT,
        id: event,
        event: 'Site visit',
        dateTime: DAY_UNIX + 9.5 * 3600,
      });
    });
    specCall1('POST /sch/events {project, event, description, startDate, endDate, startTime, endTime}, response has insertId', async () => {
      const a = await user()('POST', '/sch/events', eventBody('Handover'));
      const body = expectRecord(a, { ...EVENT, event: 'Handover', insertId: num });
      expect(body.insertId).toBe(body.id);
    });
    specCall1('PATCH /sch/events {event fields, dateTime, time}', async () => {
      const id = await addEvent('Inspection');
      const body = { id, event: 'Inspection, moved', description: 'Moved a day', dateTime: DAY_UNIX + 86_400, time: '14:00' };
      expectStatus(await user()('PATCH', '/sch/events', body), 204);
      expectRecord(await user()('GET', `/sch/events?id=${id}`), { event: 'Inspection, moved', dateTime: DAY_UNIX + 86_400 + 14 * 3600 });
    });
    specCall1('DELETE /sch/events?id', async () => {
      const id = await addEvent('Doomed');
      expectStatus(await user()('DELETE', `/sch/events?id=${id}`), 204);
    });
    for (const tagType of ['customer', 'lead'])
      specCall('POST /sch/tags {event, tagType, typeId}, one per selected customer and lead', tagType, async () => {
        const other = await addEvent(`Meeting with a ${tagType}`);
        const body = { event: other, tagType, typeId: tagType === 'customer' ? customer : lead };
        expectRecord(await user()('POST', '/sch/tags', body), { id: num, ...body });
      });
    specCall1('GET /sch/tags?event={id}', async () => {
      const rows = expectList(await user()('GET', `/sch/tags?event=${event}`), { ...EVENT_TAG, event });
      expect(rows.map((r: Rec) => r.typeId)).toContain(customer);
    });
    specCall1('GET /sch/tags?typeId&tagType', async () => {
      const rows = expectList(await user()('GET', `/sch/tags?typeId=${customer}&tagType=customer`), {
        typeId: customer,
        tagType: 'customer',
        eventDetails: { event: str, description: str, dateTime: num },
      });
      expect(rows.map((r: Rec) => r.event)).toContain(event);
    });
    specCall1('POST /services/google/calendarsync {project, authCode}, 204', async () => {
      google().codes.set('spec-code', 'spec-refresh-token');
      expectStatus(await user()('POST', '/services/google/calendarsync', { project: project(), authCode: 'spec-code' }), 204);
    });
  });
}
