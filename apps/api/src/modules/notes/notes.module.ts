import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AddNote, DeleteNote, ListNotes, ModuleOfNote } from '@atrium/modules';
import { TypeormNoteRepository } from '@atrium/persistence';
import { factory, factoryAs } from '../../wiring.js';
import { NoteModuleResolver } from './note-module.resolver.js';
import { NotesController } from './notes.controller.js';
import { NOTES } from './notes.tokens.js';

/** Notes (spec 2 "Notes"): no module of their own, each in the module of the record it is attached to. */
@Module({
  controllers: [NotesController],
  providers: [
    factoryAs(NOTES, TypeormNoteRepository, EntityManager),
    factory(AddNote, NOTES),
    factory(ListNotes, NOTES),
    factory(DeleteNote, NOTES),
    factory(ModuleOfNote, NOTES),
    NoteModuleResolver,
  ],
})
export class NotesModule {}
