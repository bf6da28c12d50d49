import { CalendarNotConfigured, type CalendarConsent, type CalendarGateway, type CalendarTokens } from '@atrium/modules';

/** The gateway without GOOGLE_CLIENT_ID: every call answers 503, in people's words (CONTRACT §2). */
export class UnconfiguredCalendarGateway implements CalendarGateway {
  consent(): CalendarConsent {
    throw new CalendarNotConfigured();
  }

  async exchangeCode(): Promise<CalendarTokens> {
    throw new CalendarNotConfigured();
  }

  async *listEvents(): AsyncIterable<never[]> {
    throw new CalendarNotConfigured();
  }
}
