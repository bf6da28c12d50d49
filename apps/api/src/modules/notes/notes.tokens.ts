import type { NoteRepository } from '@atrium/modules';
import { token } from '../../wiring.js';

/** The port of notes, as use cases ask for it (notes.module.ts binds its adapter). */
export const NOTES = token<NoteRepository>('NoteRepository');
