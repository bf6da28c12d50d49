import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AddEvent, DeleteEvent, SyncGoogleCalendar, TagInvitee, UntagInvitee, UpdateEvent } from '@atrium/modules';
import { createCalendarGateway } from '@atrium/calendar';
import {
  AesGcmSecretBox,
  TypeormCalendarLinkRepository,
  TypeormEventTagRepository,
  TypeormSchedulerEventRepository,
} from '@atrium/persistence';
import { resolveJwtSecret } from '../../auth/jwt-secret.js';
import { AppConfig } from '../../config/config.js';
import { factory, factoryAs, factoryFrom } from '../../wiring.js';
import { CalendarSyncController } from './calendar-sync.controller.js';
import { EventTagsController } from './event-tags.controller.js';
import { EventsController } from './events.controller.js';
import { CALENDAR_GATEWAY, CALENDAR_LINKS, EVENT_TAGS, EVENTS } from './sch.tokens.js';

/** The scheduler (spec 2 "Scheduler"): module code `sch`, with Google Calendar sync. */
@Module({
  controllers: [EventsController, EventTagsController, CalendarSyncController],
  providers: [
    factoryAs(EVENTS, TypeormSchedulerEventRepository, EntityManager),
    factoryAs(EVENT_TAGS, TypeormEventTagRepository, EntityManager),
    factory(AddEvent, EVENTS),
    factory(UpdateEvent, EVENTS),
    factory(DeleteEvent, EVENTS),
    factory(TagInvitee, EVENTS, EVENT_TAGS),
    factory(UntagInvitee, EVENT_TAGS),
    factoryFrom(CALENDAR_GATEWAY, (c: AppConfig) => createCalendarGateway(c.google), AppConfig),
    factoryFrom(
      CALENDAR_LINKS,
      // ENCRYPTION_KEY when set; otherwise the JWT secret (configured or generated), under its own derived key.
      (c: AppConfig, db: EntityManager) =>
        new TypeormCalendarLinkRepository(
          db,
          new AesGcmSecretBox(c.encryptionKey ?? resolveJwtSecret(c.jwtSecret, c.dataDir), 'google-calendar-links'),
        ),
      AppConfig,
      EntityManager,
    ),
    factory(SyncGoogleCalendar, CALENDAR_GATEWAY, CALENDAR_LINKS, EVENTS),
  ],
})
export class SchModule {}
