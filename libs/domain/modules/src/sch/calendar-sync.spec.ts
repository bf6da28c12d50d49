import { describe, expect, it } from '@jest/globals';
import { FakeCalendarGateway, FakeCalendarLinks, FakeSchedulerEvents, FixedClock } from '@atrium/testing';
import { CalendarNotLinked, type CalendarEntry } from './calendar-gateway.js';
import { SyncGoogleCalendar } from './calendar-sync.use-cases.js';

const scope = { kind: 'users', userId: 1, subscriptionId: 1, projectId: 10 } as const;
const entry = (googleEventId: string, summary = 'Standup'): CalendarEntry => ({
  googleEventId,
  summary,
  description: '',
  start: new Date('2026-03-02T09:00:00Z'),
  end: new Date('2026-03-02T09:15:00Z'),
});

function setup(pages: CalendarEntry[][]) {
  const gateway = new FakeCalendarGateway(
    { first: { accessToken: 'a1', refreshToken: 'r1' }, again: { accessToken: 'a2', refreshToken: null } },
    pages,
  );
  const links = new FakeCalendarLinks();
  const events = new FakeSchedulerEvents(() => [10]);
  return { gateway, links, events, sync: new SyncGoogleCalendar(gateway, links, events, new FixedClock(new Date('2026-03-01T00:00:00Z'))) };
}

describe('SyncGoogleCalendar', () => {
  it('keeps the refresh token and imports every page; a second run imports nothing twice', async () => {
    const { sync, links, events, gateway } = setup([
      [entry('g1'), entry('g2', '')],
      [entry('g3'), entry('g1')],
    ]);
    expect(await sync.execute({ authCode: ' first ' }, scope)).toEqual({ imported: 3 });
    expect(links.tokens.get(10)).toBe('r1');
    expect([...events.rows.values()].map((e) => [e.googleEventId, e.event])).toEqual([
      ['g1', 'Standup'],
      ['g2', '(No title)'],
      ['g3', 'Standup'],
    ]);
    // Google sends no refresh token on a repeated consent: the stored one is used.
    expect(await sync.execute({ authCode: 'again' }, scope)).toEqual({ imported: 0 });
    expect(gateway.listedWith[1]).toEqual({ accessToken: 'a2', refreshToken: 'r1' });
    expect(events.rows.size).toBe(3);
  });

  it('needs a code, and a refresh token from this consent or an earlier one', async () => {
    const { sync } = setup([]);
    await expect(sync.execute({ authCode: '' }, scope)).rejects.toMatchObject({ errors: [{ field: 'authCode', message: 'is required' }] });
    const lapsed = setup([]);
    lapsed.gateway.codes.none = { accessToken: null, refreshToken: null };
    await expect(lapsed.sync.execute({ authCode: 'none' }, scope)).rejects.toBeInstanceOf(CalendarNotLinked);
  });
});
