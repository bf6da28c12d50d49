import { Inject, Injectable } from '@nestjs/common';
import { InvalidInput, NOT_A_WHOLE_NUMBER, type ModuleCode, type TenantScope } from '@atrium/kernel';
import { ModuleOfNote, moduleOfRecipientType, NoteNotFound } from '@atrium/modules';
import type { ModuleResolver } from '../../http/module.decorator.js';
import type { RequestWithSession } from '../../http/request-context.js';
import { recordId } from './notes.dto.js';

/**
 * A note belongs to the module of what it is attached to: the `recipientType` the request names (reads,
 * creates), or, for a call naming only the note (`DELETE /notes?id`), the stored note's, read within the
 * caller's subscription so another tenant's note is not found rather than revealed. Runs in the guard,
 * before the validation pipe, so it checks what it reads itself.
 */
@Injectable()
export class NoteModuleResolver implements ModuleResolver {
  constructor(@Inject(ModuleOfNote) private readonly moduleOfNote: ModuleOfNote) {}

  async moduleOf(request: RequestWithSession, scope: TenantScope): Promise<ModuleCode> {
    if (request.method === 'DELETE') {
      const raw = request.query?.id;
      if (typeof raw !== 'string' || !/^\d+$/.test(raw))
        throw new InvalidInput('Invalid id', [{ field: 'id', message: NOT_A_WHOLE_NUMBER }]);
      return this.moduleOfNote.execute(recordId(raw, NoteNotFound), scope);
    }
    const source = request.method === 'POST' ? request.body : request.query;
    return moduleOfRecipientType(source?.recipientType);
  }
}
