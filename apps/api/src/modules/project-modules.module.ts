import { Module } from '@nestjs/common';
import { ComMessagingModule } from './com/com-messaging.module.js';
import { CrmModule } from './crm/crm.module.js';

/** The project modules of spec 2, one Nest module each, all behind the module gate of the auth guard. */
@Module({ imports: [CrmModule, ComMessagingModule] })
export class ProjectModulesModule {}
