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
import { factory } from '../../wiring.js';
import { CALENDAR_GATEWAY, CalendarSyncController } from './calendar-sync.controller.js';
import { EventTagsController } from './event-tags.controller.js';
import { EventsController } from './events.controller.js';

const EVENTS = TypeormSchedulerEventRepository;
const TAGS = TypeormEventTagRepository;
const LINKS = TypeormCalendarLinkRepository;

/** The scheduler (spec 2 "Scheduler"): module code `sch`, with Google Calendar sync. */
@Module({
  controllers: [EventsController, EventTagsController, CalendarSyncController],
  providers: [
    factory(EVENTS, EntityManager),
    factory(TAGS, EntityManager),
    factory(AddEvent, EVENTS),
    factory(UpdateEvent, EVENTS),
    factory(DeleteEvent, EVENTS),
    factory(TagInvitee, EVENTS, TAGS),
    factory(UntagInvitee, TAGS),
    { provide: CALENDAR_GATEWAY, useFactory: (c: AppConfig) => createCalendarGateway(c.google), inject: [AppConfig] },
    {
      provide: LINKS,
      // ENCRYPTION_KEY when set; otherwise the JWT secret (configured or generated), under its own derived key.
      useFactory: (c: AppConfig, db: EntityManager) =>
        new LINKS(db, new AesGcmSecretBox(c.encryptionKey ?? resolveJwtSecret(c.jwtSecret, c.dataDir), 'google-calendar-links')),
      inject: [AppConfig, EntityManager],
    },
    factory(SyncGoogleCalendar, CALENDAR_GATEWAY, LINKS, EVENTS),
  ],
})
export class SchModule {}
