// The Calendar API alone: `googleapis`' index loads all of its ~330 APIs (about 1.5 s of CPU at every start
// of the API, and several seconds more in each API test file, which loads its modules afresh).
import { auth, calendar, type calendar_v3 } from 'googleapis/build/src/apis/calendar/index.js';
import {
  CalendarCodeRefused,
  CalendarUnavailable,
  type CalendarConsent,
  type CalendarEntry,
  type CalendarGateway,
  type CalendarTokens,
} from '@atrium/modules';

/** Read access is all an import needs. */
export const CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar.readonly';

export interface GoogleCalendarConfig {
  clientId: string;
  clientSecret: string;
  /** Where Google's consent screen sends the user back (the console's events screen), unless a call names one. */
  redirectUri?: string;
  /** Overrides of Google's endpoints, for tests against a local fake. */
  authUrl?: string;
  tokenUrl?: string;
  apiRootUrl?: string;
  timeoutMs?: number;
}

const GOOGLE_AUTH_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
/** Google's largest page of events. */
const PAGE_SIZE = 250;

/** What Google (gaxios) throws: the HTTP status and OAuth's error fields when it answered at all. */
function describe(error: unknown): { status?: number; reason: string } {
  const e = error as { response?: { status?: number; data?: { error?: unknown; error_description?: string } }; message?: string };
  const data = e?.response?.data;
  const oauth = typeof data?.error === 'string' ? data.error : (data?.error as { message?: string } | undefined)?.message;
  return { status: e?.response?.status, reason: data?.error_description ?? oauth ?? e?.message ?? 'no answer' };
}

/** An event's time: `dateTime` for timed events, `date` (a whole day, read as UTC midnight) for all-day ones. */
function instant(t: calendar_v3.Schema$EventDateTime | undefined): Date | null {
  const raw = t?.dateTime ?? (t?.date ? `${t.date}T00:00:00Z` : undefined);
  const at = raw ? new Date(raw) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
}

function toEntry(e: calendar_v3.Schema$Event): CalendarEntry | null {
  const start = instant(e.start);
  if (!e.id || !start || e.status === 'cancelled') return null;
  return { googleEventId: e.id, summary: e.summary ?? '', description: e.description ?? '', start, end: instant(e.end) ?? start };
}

/** Google Calendar through `googleapis`: the OAuth authorisation-code exchange and the events of the primary calendar. */
export class GoogleCalendarGateway implements CalendarGateway {
  constructor(private readonly config: GoogleCalendarConfig) {}

  private client(redirectUri?: string) {
    return new auth.OAuth2({
      clientId: this.config.clientId,
      clientSecret: this.config.clientSecret,
      redirectUri: redirectUri ?? this.config.redirectUri,
      endpoints: this.config.tokenUrl ? { oauth2TokenUrl: this.config.tokenUrl } : undefined,
    });
  }

  consent(): CalendarConsent {
    return { clientId: this.config.clientId, authUrl: this.config.authUrl ?? GOOGLE_AUTH_URL, scope: CALENDAR_SCOPE };
  }

  async exchangeCode(code: string, redirectUri?: string): Promise<CalendarTokens> {
    try {
      const { tokens } = await this.client(redirectUri).getToken({ code, redirect_uri: redirectUri ?? this.config.redirectUri });
      return { accessToken: tokens.access_token ?? null, refreshToken: tokens.refresh_token ?? null };
    } catch (error) {
      const { status, reason } = describe(error);
      // 400/401 is Google saying no to this code (used, expired, another redirect address): the caller's input.
      if (status === 400 || status === 401) throw new CalendarCodeRefused(reason);
      throw new CalendarUnavailable(reason);
    }
  }

  async *listEvents(tokens: CalendarTokens, window: { from: Date; to: Date }): AsyncIterable<CalendarEntry[]> {
    const client = this.client();
    client.setCredentials({ access_token: tokens.accessToken ?? undefined, refresh_token: tokens.refreshToken ?? undefined });
    const api = calendar({ version: 'v3', auth: client, rootUrl: this.config.apiRootUrl, timeout: this.config.timeoutMs ?? 15_000 });
    let pageToken: string | undefined;
    do {
      let data: calendar_v3.Schema$Events;
      try {
        ({ data } = await api.events.list({
          calendarId: 'primary',
          singleEvents: true,
          showDeleted: false,
          timeMin: window.from.toISOString(),
          timeMax: window.to.toISOString(),
          maxResults: PAGE_SIZE,
          pageToken,
        }));
      } catch (error) {
        throw new CalendarUnavailable(describe(error).reason);
      }
      yield (data.items ?? []).flatMap((e) => toEntry(e) ?? []);
      pageToken = data.nextPageToken ?? undefined;
    } while (pageToken);
  }
}
