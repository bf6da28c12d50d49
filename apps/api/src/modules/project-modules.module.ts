import { Module } from '@nestjs/common';
import { ImportsModule } from '../imports/imports.module.js';
import { AsmModule } from './asm/asm.module.js';
import { BmsModule } from './bms/bms.module.js';
import { CmsModule } from './cms/cms.module.js';
import { ProjectAssetsModule } from './cms/project-assets.module.js';
import { ComModule } from './com/com.module.js';
import { ComMessagingModule } from './com/com-messaging.module.js';
import { ComFormsModule } from './com/com-forms.module.js';
import { CrmModule } from './crm/crm.module.js';
import { InvModule } from './inv/inv.module.js';
import { NotesModule } from './notes/notes.module.js';
import { SchModule } from './sch/sch.module.js';

/** The project modules of spec 2, one Nest module each, all behind the module gate of the auth guard. */
@Module({
  imports: [
    CrmModule,
    ComModule,
    ComMessagingModule,
    ComFormsModule,
    InvModule,
    NotesModule,
    BmsModule,
    AsmModule,
    SchModule,
    CmsModule,
    ProjectAssetsModule,
    ImportsModule,
  ],
})
export class ProjectModulesModule {}
