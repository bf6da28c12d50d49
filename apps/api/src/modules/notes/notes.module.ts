import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AddNote, DeleteNote, ListNotes, ModuleOfNote, NOTE_REPOSITORY } from '@atrium/modules';
import { TypeormNoteRepository } from '@atrium/persistence';
import { factory, factoryAs } from '../../wiring.js';
import { NoteModuleResolver } from './note-module.resolver.js';
import { NotesController } from './notes.controller.js';

/** Notes (spec 2 "Notes"): no module of their own, each in the module of the record it is attached to. */
@Module({
  controllers: [NotesController],
  providers: [
    factoryAs(NOTE_REPOSITORY, TypeormNoteRepository, EntityManager),
    factory(AddNote, NOTE_REPOSITORY),
    factory(ListNotes, NOTE_REPOSITORY),
    factory(DeleteNote, NOTE_REPOSITORY),
    factory(ModuleOfNote, NOTE_REPOSITORY),
    NoteModuleResolver,
  ],
})
export class NotesModule {}
