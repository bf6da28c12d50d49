import type { ResourceConfig } from '../../data-provider/resource-config';

/** How the scheduler module's resources reach the API (see resource-config.ts). */
export const resources = {
  // The scheduler: events per project (GET /sch/events?project&day); invitees and the calendar sync go through send().
  events: { path: 'sch/events', module: 'sch' },
  invitees: { path: 'sch/tags', module: 'sch' },
  'calendar-sync': { path: 'services/google/calendarsync', module: 'sch' },
} satisfies Record<string, ResourceConfig>;
