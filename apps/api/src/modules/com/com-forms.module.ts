import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AddForm, AddScoring, DeleteForm, DeleteScoring, SetSubmissionStatus, UpdateForm, UpdateScoring } from '@atrium/modules';
import { TypeormFormRepository, TypeormScoringRepository, TypeormSubmissionRepository } from '@atrium/persistence';
import { factory, factoryAs } from '../../wiring.js';
import { FORMS, SCORINGS, SUBMISSIONS } from './com.tokens.js';
import { FormsController } from './forms.controller.js';
import { ScoringsController } from './scorings.controller.js';
import { SubmissionsController } from './submissions.controller.js';

/** Communications forms, their submissions, and scorings (module code `com`); leads live in ComModule. */
@Module({
  controllers: [FormsController, SubmissionsController, ScoringsController],
  providers: [
    factoryAs(FORMS, TypeormFormRepository, EntityManager),
    factoryAs(SUBMISSIONS, TypeormSubmissionRepository, EntityManager),
    factoryAs(SCORINGS, TypeormScoringRepository, EntityManager),
    factory(AddForm, FORMS),
    factory(UpdateForm, FORMS),
    factory(DeleteForm, FORMS),
    factory(SetSubmissionStatus, SUBMISSIONS),
    factory(AddScoring, SCORINGS),
    factory(UpdateScoring, SCORINGS),
    factory(DeleteScoring, SCORINGS),
  ],
  // The public form intake records submissions into these forms.
  exports: [FORMS, SUBMISSIONS],
})
export class ComFormsModule {}
