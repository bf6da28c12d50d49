import { Body, Controller, Delete, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { TenantScope } from '@atrium/kernel';
import { AddNote, DeleteNote, ListNotes, NOTE_LIST, NoteNotFound, NoteRecipientNotFound } from '@atrium/modules';
import type { SessionClaims } from '@atrium/tenancy';
import { Access } from '../../http/access.decorator.js';
import { ApiErrors } from '../../http/api-errors.decorator.js';
import { ApiListOf, IdQueryDto, listQuery, sendPage } from '../../http/list.js';
import { InModuleOf } from '../../http/module.decorator.js';
import { ProjectFrom } from '../../http/project-from.decorator.js';
import { CurrentSession } from '../../http/request-context.js';
import { Scope } from '../../http/tenant-scope.decorator.js';
import { NoteModuleResolver } from './note-module.resolver.js';
import { CreateNoteDto, NoteDto, NotesQueryDto, recordId, toNoteDto } from './notes.dto.js';

/** Notes on inventory items, customers and leads (spec 2 §7), each in the module of its recipient. */
@ApiTags('notes')
@Controller('notes')
@Access('users')
@InModuleOf(NoteModuleResolver)
export class NotesController {
  constructor(
    private readonly listNotes: ListNotes,
    private readonly addNote: AddNote,
    private readonly deleteNote: DeleteNote,
  ) {}

  @Get('type')
  @ProjectFrom('id')
  @ApiOperation({ operationId: 'getNotes', summary: 'The notes of one inventory item, customer or lead (`recipientType`, `id`)' })
  @ApiListOf(NoteDto, NOTE_LIST)
  @ApiErrors(400)
  async list(@Query() q: NotesQueryDto, @Scope() scope: TenantScope, @Res({ passthrough: true }) reply: FastifyReply): Promise<NoteDto[]> {
    const recipient = { recipientType: q.recipientType, recipientId: recordId(q.id, NoteRecipientNotFound) };
    const query = listQuery(q, NOTE_LIST);
    return sendPage(reply, 'notes', query, await this.listNotes.execute(recipient, query, scope), toNoteDto);
  }

  @Post()
  @ProjectFrom('recipientId')
  @HttpCode(200)
  @ApiOperation({ operationId: 'createNote', summary: 'Adds a note to an inventory item, customer or lead, signed by the caller' })
  @ApiOkResponse({ type: NoteDto })
  @ApiErrors(400)
  async create(@Body() body: CreateNoteDto, @CurrentSession() session: SessionClaims, @Scope() scope: TenantScope): Promise<NoteDto> {
    const input = { note: body.note, recipientType: body.recipientType, recipientId: body.recipientId };
    return toNoteDto(await this.addNote.execute(input, { userId: session.userId, addedBy: body.addedBy }, scope));
  }

  @Delete()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteNote', summary: 'Deletes a note' })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async remove(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<void> {
    await this.deleteNote.execute(recordId(q.id, NoteNotFound), scope);
  }
}
