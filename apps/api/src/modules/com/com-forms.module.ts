import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import {
  AddForm,
  AddScoring,
  DeleteForm,
  DeleteScoring,
  FORM_REPOSITORY,
  SCORING_REPOSITORY,
  SetSubmissionStatus,
  SUBMISSION_REPOSITORY,
  UpdateForm,
  UpdateScoring,
} from '@atrium/modules';
import { TypeormFormRepository, TypeormScoringRepository, TypeormSubmissionRepository } from '@atrium/persistence';
import { factory, factoryAs } from '../../wiring.js';
import { FormsController } from './forms.controller.js';
import { ScoringsController } from './scorings.controller.js';
import { SubmissionsController } from './submissions.controller.js';

/** Communications forms, their submissions, and scorings (module code `com`); leads live in ComModule. */
@Module({
  controllers: [FormsController, SubmissionsController, ScoringsController],
  providers: [
    factoryAs(FORM_REPOSITORY, TypeormFormRepository, EntityManager),
    factoryAs(SUBMISSION_REPOSITORY, TypeormSubmissionRepository, EntityManager),
    factoryAs(SCORING_REPOSITORY, TypeormScoringRepository, EntityManager),
    factory(AddForm, FORM_REPOSITORY),
    factory(UpdateForm, FORM_REPOSITORY),
    factory(DeleteForm, FORM_REPOSITORY),
    factory(SetSubmissionStatus, SUBMISSION_REPOSITORY),
    factory(AddScoring, SCORING_REPOSITORY),
    factory(UpdateScoring, SCORING_REPOSITORY),
    factory(DeleteScoring, SCORING_REPOSITORY),
  ],
  // The public form intake records submissions into these forms.
  exports: [FORM_REPOSITORY, SUBMISSION_REPOSITORY],
})
export class ComFormsModule {}
