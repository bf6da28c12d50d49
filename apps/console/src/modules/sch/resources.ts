import type { ResourceConfig } from '../../data-provider/resource-config';

/** The module's screens' paths (spec 2), composed into `moduleRoutes` (routes/module-routes.ts). */
export const routes = {
  events: '/modules/sch/events',
  addEvent: '/modules/sch/add-event',
  editEvent: '/modules/sch/edit-event/:id',
  eventDetails: '/modules/sch/event-details/:id',
} as const;

/** Its screens' titles: `screens.modules.<key>` of the catalogue (i18n/en.ts). */
export const titles = {
  sch_events: 'Events',
  sch_add_event: 'Add Event',
  sch_edit_event: 'Edit Event',
  sch_event_details: 'Event Details',
};

/** How the scheduler module's resources reach the API (see resource-config.ts). */
export const resources = {
  // The scheduler: events per project (GET /sch/events?project&day); invitees and the calendar sync go through send().
  events: { path: 'sch/events', module: 'sch' },
  invitees: { path: 'sch/tags', module: 'sch' },
  'calendar-sync': { path: 'services/google/calendarsync', module: 'sch' },
} satisfies Record<string, ResourceConfig>;
