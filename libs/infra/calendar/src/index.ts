import type { CalendarGateway } from '@atrium/modules';
import { GoogleCalendarGateway, type GoogleCalendarConfig } from './google-calendar-gateway.js';
import { UnconfiguredCalendarGateway } from './unconfigured-calendar-gateway.js';

export * from './google-calendar-gateway.js';
export * from './unconfigured-calendar-gateway.js';

/** Chooses the CalendarGateway driver from the configuration (CONTRACT §2: GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET). */
export function createCalendarGateway(google: GoogleCalendarConfig | undefined): CalendarGateway {
  return google ? new GoogleCalendarGateway(google) : new UnconfiguredCalendarGateway();
}
