import { checkText, projectOf, systemClock, type Clock, type TenantScope, TEXT_LIMITS } from '@atrium/kernel';
import { CalendarNotLinked, type CalendarEntry, type CalendarGateway, type CalendarLinkRepository } from './calendar-gateway.js';
import type { SchedulerEventRepository } from './event.js';

/** How far back and ahead a sync reads: a calendar's whole history could be unbounded. */
export const SYNC_WINDOW_DAYS = 366;
const DAY_MS = 86_400_000;

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** An imported entry within the events' own limits (the provider's text is not ours to refuse). */
function asEvent(entry: CalendarEntry) {
  const end = entry.end < entry.start ? entry.start : entry.end;
  return {
    event: cut(entry.summary.trim() || '(No title)', TEXT_LIMITS.short),
    description: cut(entry.description.trim(), TEXT_LIMITS.long),
    start: entry.start,
    end,
    googleEventId: entry.googleEventId,
  };
}

/**
 * `POST /services/google/calendarsync`: exchanges the authorisation code, keeps the project's refresh
 * token (so a later consent without one still works), then imports the calendar's events the project
 * does not hold yet. Answers how many were new.
 */
export class SyncGoogleCalendar {
  constructor(
    private readonly gateway: CalendarGateway,
    private readonly links: CalendarLinkRepository,
    private readonly events: SchedulerEventRepository,
    private readonly clock: Clock = systemClock,
  ) {}

  async execute(input: { authCode: string; redirectUri?: string }, scope: TenantScope): Promise<{ imported: number }> {
    const project = projectOf(scope);
    const { authCode } = checkText({ authCode: input.authCode }, { authCode: 'long' }, { requireAll: true }) as { authCode: string };
    const tokens = await this.gateway.exchangeCode(authCode, input.redirectUri);
    if (tokens.refreshToken) await this.links.save(project, tokens.refreshToken);
    else {
      const stored = await this.links.refreshTokenOf(project);
      if (!stored && !tokens.accessToken) throw new CalendarNotLinked();
      tokens.refreshToken = stored;
    }
    const now = this.clock.now().getTime();
    const window = { from: new Date(now - SYNC_WINDOW_DAYS * DAY_MS), to: new Date(now + SYNC_WINDOW_DAYS * DAY_MS) };
    let imported = 0;
    for await (const page of this.gateway.listEvents(tokens, window)) {
      if (page.length) imported += await this.events.importMany(project, page.map(asEvent));
    }
    return { imported };
  }
}
