import { InvalidInput, NotConfigured, portToken, type ProjectScope } from '@atrium/kernel';

/** The tokens an authorisation code is exchanged for; Google sends a refresh token on first consent only. */
export interface CalendarTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

/** One event of the user's calendar, as imported. */
export interface CalendarEntry {
  googleEventId: string;
  summary: string;
  description: string;
  start: Date;
  end: Date;
}

/** What the console needs to send the user to the consent screen. */
export interface CalendarConsent {
  clientId: string;
  authUrl: string;
  scope: string;
}

/**
 * Port: a calendar provider reached with OAuth (Google Calendar). Every method of an unconfigured
 * gateway throws CalendarNotConfigured.
 */
export interface CalendarGateway {
  consent(): CalendarConsent;
  /** Exchanges an authorisation code; throws CalendarCodeRefused when the provider refuses it. */
  exchangeCode(code: string, redirectUri?: string): Promise<CalendarTokens>;
  /** The events of the primary calendar within `window`, one provider page at a time. */
  listEvents(tokens: CalendarTokens, window: { from: Date; to: Date }): AsyncIterable<CalendarEntry[]>;
}
export const CALENDAR_GATEWAY = portToken<CalendarGateway>('CalendarGateway');

/**
 * Said to the person who tried: what an operator sets (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET) is in the
 * docs and GET /health's `calendarSync`, not in a message for people.
 */
export class CalendarNotConfigured extends NotConfigured {
  constructor() {
    super('sch.calendar_not_configured', 'Calendar sync is not set up on this server; ask your administrator');
  }
}

/** The provider did not answer, or answered with an error of its own (503: try again later). */
export class CalendarUnavailable extends NotConfigured {
  constructor(reason: string) {
    super('sch.calendar_unavailable', `Google Calendar is unavailable: ${reason}`);
  }
}

export class CalendarCodeRefused extends InvalidInput {
  constructor(reason: string) {
    super(
      `Google refused the authorisation code: ${reason}`,
      [{ field: 'authCode', message: 'was refused by Google' }],
      'sch.calendar_code_refused',
    );
  }
}

/** The project's Google authorisation has lapsed and no new refresh token came with the code: consent again. */
export class CalendarNotLinked extends InvalidInput {
  constructor() {
    super(
      'Google sent no refresh token and none is stored for this project: grant access again',
      [{ field: 'authCode', message: 'gave no lasting access' }],
      'sch.calendar_not_linked',
    );
  }
}

/** Port: the project's link to a calendar; the adapter stores the refresh token encrypted. */
export interface CalendarLinkRepository {
  save(project: ProjectScope, refreshToken: string): Promise<void>;
  refreshTokenOf(project: ProjectScope): Promise<string | null>;
}
export const CALENDAR_LINK_REPOSITORY = portToken<CalendarLinkRepository>('CalendarLinkRepository');
