import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import {
  AddEvent,
  CALENDAR_GATEWAY,
  CALENDAR_LINK_REPOSITORY,
  DeleteEvent,
  INVITEE_REPOSITORY,
  SCHEDULER_EVENT_REPOSITORY,
  SyncGoogleCalendar,
  TagInvitee,
  UntagInvitee,
  UpdateEvent,
} from '@atrium/modules';
import { createCalendarGateway } from '@atrium/calendar';
import { TypeormCalendarLinkRepository, TypeormInviteeRepository, TypeormSchedulerEventRepository } from '@atrium/persistence';
import { secretBoxFor } from '../../auth/secret-box.js';
import { AppConfig } from '../../config/config.js';
import { factory, factoryAs, factoryFrom } from '../../wiring.js';
import { CalendarSyncController } from './calendar-sync.controller.js';
import { InviteesController } from './invitees.controller.js';
import { EventsController } from './events.controller.js';

/** The scheduler (spec 2 "Scheduler"): module code `sch`, with Google Calendar sync. */
@Module({
  controllers: [EventsController, InviteesController, CalendarSyncController],
  providers: [
    factoryAs(SCHEDULER_EVENT_REPOSITORY, TypeormSchedulerEventRepository, EntityManager),
    factoryAs(INVITEE_REPOSITORY, TypeormInviteeRepository, EntityManager),
    factory(AddEvent, SCHEDULER_EVENT_REPOSITORY),
    factory(UpdateEvent, SCHEDULER_EVENT_REPOSITORY),
    factory(DeleteEvent, SCHEDULER_EVENT_REPOSITORY),
    factory(TagInvitee, SCHEDULER_EVENT_REPOSITORY, INVITEE_REPOSITORY),
    factory(UntagInvitee, INVITEE_REPOSITORY),
    factoryFrom(CALENDAR_GATEWAY, (c: AppConfig) => createCalendarGateway(c.google), AppConfig),
    factoryFrom(
      CALENDAR_LINK_REPOSITORY,
      (c: AppConfig, db: EntityManager) => new TypeormCalendarLinkRepository(db, secretBoxFor(c, 'google-calendar-links')),
      AppConfig,
      EntityManager,
    ),
    factory(SyncGoogleCalendar, CALENDAR_GATEWAY, CALENDAR_LINK_REPOSITORY, SCHEDULER_EVENT_REPOSITORY),
  ],
})
export class SchModule {}
