import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AddForm, AddScoring, DeleteForm, DeleteScoring, SetSubmissionStatus, UpdateForm, UpdateScoring } from '@atrium/modules';
import { TypeormFormRepository, TypeormScoringRepository, TypeormSubmissionRepository } from '@atrium/persistence';
import { factory } from '../../wiring.js';
import { FormsController } from './forms.controller.js';
import { ScoringsController } from './scorings.controller.js';
import { SubmissionsController } from './submissions.controller.js';

const FORMS = TypeormFormRepository;
const SUBMISSIONS = TypeormSubmissionRepository;
const SCORINGS = TypeormScoringRepository;

/** Communications forms, their submissions, and scorings (module code `com`); leads live in ComModule. */
@Module({
  controllers: [FormsController, SubmissionsController, ScoringsController],
  providers: [
    factory(FORMS, EntityManager),
    factory(SUBMISSIONS, EntityManager),
    factory(SCORINGS, EntityManager),
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
