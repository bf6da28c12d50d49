import type { CalendarGateway, CalendarLinkRepository, EventTagRepository, SchedulerEventRepository } from '@atrium/modules';
import { token } from '../../wiring.js';

/** The ports of `sch`, as controllers and use cases ask for them (sch.module.ts binds their adapters). */
export const EVENTS = token<SchedulerEventRepository>('SchedulerEventRepository');
export const EVENT_TAGS = token<EventTagRepository>('EventTagRepository');
export const CALENDAR_LINKS = token<CalendarLinkRepository>('CalendarLinkRepository');
/** The driver is chosen by the Google settings. */
export const CALENDAR_GATEWAY = token<CalendarGateway>('CalendarGateway');
