// Google Calendar sync (spec 2 §7 `POST /services/google/calendarsync`) against a local fake of Google's
// token and events endpoints: the import, a re-run that imports nothing twice, a refused code, and the
// refresh token stored sealed. Without GOOGLE_CLIENT_ID the routes answer 503 (module-permissions rows).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { startFakeGoogle, type FakeGoogle } from '@atrium/testing';
import { buildModuleWorld, type ModuleWorld } from './support/module-world.js';
import { useTestApp, type TestApp } from './support/test-app.js';

let google: FakeGoogle;
const env: Record<string, string> = {};
// Before the app starts: its configuration names the fake's endpoints.
beforeAll(async () => {
  google = await startFakeGoogle({ pageSize: 2 });
  Object.assign(env, {
    GOOGLE_CLIENT_ID: 'client-1',
    GOOGLE_CLIENT_SECRET: 'secret-1',
    GOOGLE_TOKEN_URL: google.tokenUrl,
    GOOGLE_API_URL: google.apiRootUrl,
    GOOGLE_AUTH_URL: google.authUrl,
    ENCRYPTION_KEY: 'k'.repeat(40),
  });
});
afterAll(() => google.close());

let t: TestApp;
let w: ModuleWorld;
useTestApp((app) => (t = app), env);
beforeAll(async () => {
  w = await buildModuleWorld(t);
  const now = Date.now();
  const iso = (hours: number) => new Date(now + hours * 3_600_000).toISOString();
  google.events.push(
    { id: 'g1', summary: 'Standup', description: 'Daily', start: { dateTime: iso(24) }, end: { dateTime: iso(24.25) } },
    { id: 'g2', summary: 'Offsite', start: { date: '2026-12-01' }, end: { date: '2026-12-02' } },
    { id: 'g3', summary: 'Review', start: { dateTime: iso(48) }, end: { dateTime: iso(49) } },
  );
});

const sync = (authCode: string, project = w.member.projectId) =>
  w.member.api.POST('/api/services/google/calendarsync', {
    body: { project, authCode, redirectUri: 'http://localhost:3000/modules/sch/events' },
  });
const imported = () =>
  t.running.database.dataSource.query(
    `SELECT google_event_id, event FROM sch_events WHERE project_id = $1 AND google_event_id IS NOT NULL ORDER BY 1`,
    [w.member.projectId],
  ) as Promise<Array<{ google_event_id: string; event: string }>>;

describe('Google Calendar sync', () => {
  it('is announced by GET /health (the console offers the sync only then)', async () => {
    expect(await (await fetch(`${t.baseUrl}/api/health`)).json()).toMatchObject({ calendarSync: true, enrichment: false });
  });

  it("answers the consent screen's details", async () => {
    expect(await unwrap(w.member.api.GET('/api/services/google/calendarsync'))).toEqual({
      clientId: 'client-1',
      authUrl: google.authUrl,
      scope: 'https://www.googleapis.com/auth/calendar.readonly',
    });
  });

  it('imports every page of events (204); a re-run imports nothing twice', async () => {
    google.codes.set('first', 'refresh-secret-1');
    expect((await sync('first')).response.status).toBe(204);
    expect(await imported()).toEqual([
      { google_event_id: 'g1', event: 'Standup' },
      { google_event_id: 'g2', event: 'Offsite' },
      { google_event_id: 'g3', event: 'Review' },
    ]);
    const exchange = google.requests.find((r) => r.path === '/token' && r.params.code === 'first')!;
    expect(exchange.params).toMatchObject({ grant_type: 'authorization_code', redirect_uri: 'http://localhost:3000/modules/sch/events' });
    // A repeated consent: Google sends no new refresh token; the stored one still reads the calendar.
    google.codes.set('second', null);
    expect((await sync('second')).response.status).toBe(204);
    expect(await imported()).toHaveLength(3);
    const day = await unwrap(
      w.member.api.GET('/api/sch/events', {
        params: { query: { project: String(w.member.projectId), day: String(Date.UTC(2026, 11, 1) / 1000) } },
      }),
    );
    expect((day as Array<{ event: string }>).map((e) => e.event)).toEqual(['Offsite']);
  });

  it('keeps the refresh token sealed, never in clear', async () => {
    const rows = (await t.running.database.dataSource.query(
      `SELECT refresh_token_sealed FROM google_calendar_links WHERE project_id = $1`,
      [w.member.projectId],
    )) as Array<{ refresh_token_sealed: string }>;
    expect(rows).toHaveLength(1);
    expect(rows[0].refresh_token_sealed).not.toContain('refresh-secret');
    expect(Buffer.from(rows[0].refresh_token_sealed.replace(/\./g, ''), 'base64url').toString('latin1')).not.toContain('refresh-secret');
  });

  it('answers 400 for a refused code and a missing one, and imports nothing', async () => {
    const refused = await sync('never-issued');
    expect(refused.response.status).toBe(400);
    expect((refused.error as { code: string }).code).toBe('sch.calendar_code_refused');
    expect((await sync('')).response.status).toBe(400);
    expect((await sync('first', w.otherTenant.projectId)).response.status).toBe(404);
    expect(await imported()).toHaveLength(3);
  });
});
