import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CalendarCodeRefused, CalendarNotConfigured, CalendarUnavailable, type CalendarEntry } from '@atrium/modules';
import { startFakeGoogle, type FakeGoogle } from '@atrium/testing';
import { createCalendarGateway, GoogleCalendarGateway } from './index.js';

const WINDOW = { from: new Date('2026-01-01T00:00:00Z'), to: new Date('2027-01-01T00:00:00Z') };

async function all(pages: AsyncIterable<CalendarEntry[]>): Promise<CalendarEntry[][]> {
  const out: CalendarEntry[][] = [];
  for await (const page of pages) out.push(page);
  return out;
}

describe('GoogleCalendarGateway against a local fake of Google', () => {
  let google: FakeGoogle;
  let gateway: GoogleCalendarGateway;
  beforeAll(async () => {
    google = await startFakeGoogle({ pageSize: 2 });
    gateway = new GoogleCalendarGateway({
      clientId: 'client-1',
      clientSecret: 'secret-1',
      redirectUri: 'http://localhost/modules/sch/events',
      tokenUrl: google.tokenUrl,
      apiRootUrl: google.apiRootUrl,
      authUrl: google.authUrl,
    });
    google.events.push(
      {
        id: 'e1',
        summary: 'Standup',
        description: 'Daily',
        start: { dateTime: '2026-03-02T09:00:00Z' },
        end: { dateTime: '2026-03-02T09:15:00Z' },
      },
      { id: 'e2', summary: 'Holiday', start: { date: '2026-03-03' }, end: { date: '2026-03-04' } },
      { id: 'e3', status: 'cancelled', start: { dateTime: '2026-03-05T09:00:00Z' }, end: { dateTime: '2026-03-05T10:00:00Z' } },
    );
  });
  afterAll(() => google.close());

  it('exchanges an authorisation code for tokens, sending the code, the client and the redirect address', async () => {
    google.codes.set('code-1', 'refresh-1');
    expect(await gateway.exchangeCode('code-1')).toEqual({ accessToken: expect.stringMatching(/^access-/), refreshToken: 'refresh-1' });
    const sent = google.requests.find((r) => r.path === '/token')!;
    expect(sent.params).toMatchObject({
      grant_type: 'authorization_code',
      code: 'code-1',
      redirect_uri: 'http://localhost/modules/sch/events',
    });
  });

  it("answers a refused code as the caller's error", async () => {
    await expect(gateway.exchangeCode('code-1')).rejects.toBeInstanceOf(CalendarCodeRefused);
    await expect(gateway.exchangeCode('never-issued')).rejects.toMatchObject({ code: 'sch.calendar_code_refused' });
  });

  it('lists every page of events with a refresh token alone, skipping cancelled ones; all-day events from UTC midnight', async () => {
    google.codes.set('code-2', 'refresh-2');
    const { refreshToken } = await gateway.exchangeCode('code-2');
    const pages = await all(gateway.listEvents({ accessToken: null, refreshToken }, WINDOW));
    expect(pages).toEqual([
      [
        {
          googleEventId: 'e1',
          summary: 'Standup',
          description: 'Daily',
          start: new Date('2026-03-02T09:00:00Z'),
          end: new Date('2026-03-02T09:15:00Z'),
        },
        {
          googleEventId: 'e2',
          summary: 'Holiday',
          description: '',
          start: new Date('2026-03-03T00:00:00Z'),
          end: new Date('2026-03-04T00:00:00Z'),
        },
      ],
      [],
    ]);
    const listed = google.requests.filter((r) => r.path.endsWith('/events'));
    expect(listed.map((r) => r.params.pageToken)).toEqual([undefined, '2']);
    expect(listed[0].params).toMatchObject({ singleEvents: 'true', timeMin: WINDOW.from.toISOString(), maxResults: '250' });
  });

  it('answers 503 when Google refuses the credentials or does not answer', async () => {
    await expect(all(gateway.listEvents({ accessToken: 'forged', refreshToken: null }, WINDOW))).rejects.toBeInstanceOf(
      CalendarUnavailable,
    );
    const down = new GoogleCalendarGateway({ clientId: 'c', clientSecret: 's', tokenUrl: 'http://127.0.0.1:9/token' });
    await expect(down.exchangeCode('x')).rejects.toBeInstanceOf(CalendarUnavailable);
  });

  it('without GOOGLE_CLIENT_ID, every call answers NotConfigured', async () => {
    const unset = createCalendarGateway(undefined);
    expect(() => unset.consent()).toThrow(CalendarNotConfigured);
    await expect(unset.exchangeCode('x')).rejects.toBeInstanceOf(CalendarNotConfigured);
    await expect(all(unset.listEvents({ accessToken: 'a', refreshToken: null }, WINDOW))).rejects.toBeInstanceOf(CalendarNotConfigured);
    expect(createCalendarGateway({ clientId: 'c', clientSecret: 's' }).consent()).toMatchObject({
      clientId: 'c',
      authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    });
  });
});
