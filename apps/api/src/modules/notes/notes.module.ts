import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AddNote, DeleteNote, ListNotes, ModuleOfNote } from '@atrium/modules';
import { TypeormNoteRepository } from '@atrium/persistence';
import { factory } from '../../wiring.js';
import { NoteModuleResolver } from './note-module.resolver.js';
import { NotesController } from './notes.controller.js';

const NOTES = TypeormNoteRepository;

/** Notes (spec 2 "Notes"): no module of their own, each in the module of the record it is attached to. */
@Module({
  controllers: [NotesController],
  providers: [
    factory(NOTES, EntityManager),
    factory(AddNote, NOTES),
    factory(ListNotes, NOTES),
    factory(DeleteNote, NOTES),
    factory(ModuleOfNote, NOTES),
    NoteModuleResolver,
  ],
})
export class NotesModule {}
