import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Max } from 'class-validator';
import { MAX_ID, NotFound } from '@atrium/kernel';
import { RECIPIENT_TYPES, type Note, type RecipientType } from '@atrium/modules';
import { Id, Text, WholeNumber } from '../../http/dto-fields.js';
import { ListQueryDto } from '../../http/list.js';
import { unix } from '../../http/wire.js';

const ONE_OF = { message: `must be one of ${RECIPIENT_TYPES.join(', ')}` };

export class NoteDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Called back; wants a quote by Friday' }) note: string;
  /** The user who added it (null once that user is deleted). */
  @ApiProperty({ type: 'integer', nullable: true }) addedBy: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'Ada Lovelace' }) addedByName: string | null;
  /** Unix seconds. */
  @ApiProperty() dateAdded: number;
  @ApiProperty() recipientId: number;
  @ApiProperty({ enum: RECIPIENT_TYPES }) recipientType: RecipientType;
  @ApiProperty() project: number;
}
export const toNoteDto = (n: Note): NoteDto => ({
  id: n.id,
  note: n.note,
  addedBy: n.addedBy,
  addedByName: n.addedByName,
  dateAdded: unix(n.dateAdded),
  recipientId: n.recipientId,
  recipientType: n.recipientType,
  project: n.projectId,
});

export class CreateNoteDto {
  @ApiProperty() @Text('long') note: string;
  /** The inventory item, customer or lead (by `recipientType`) the note is attached to. */
  @ApiProperty() @Id() @Max(MAX_ID) recipientId: number;
  @ApiProperty({ enum: RECIPIENT_TYPES }) @IsIn(RECIPIENT_TYPES, ONE_OF) recipientType: RecipientType;
  /** The author is the signed-in user: another user's id here answers 400. */
  @ApiPropertyOptional() @IsOptional() @Id() addedBy?: number;
  /** Optional: when given, the recipient must be in this project. */
  @ApiPropertyOptional() @IsOptional() @Id() project?: number;
}

export class NotesQueryDto extends ListQueryDto {
  @ApiProperty({ enum: RECIPIENT_TYPES }) @IsIn(RECIPIENT_TYPES, ONE_OF) recipientType: RecipientType;
  /** The recipient's id. */
  @ApiProperty({ example: '7' }) @WholeNumber() id: string;
  /** Optional: when given, the recipient must be in this project. */
  @ApiPropertyOptional({ example: '3' }) @IsOptional() @WholeNumber() project?: string;
}

/** A whole-number id from a query string (already checked by its DTO, or by the caller); past `serial`'s range it names nothing. */
export function recordId(raw: string, notFound: new () => NotFound): number {
  const id = Number(raw);
  if (id > MAX_ID) throw new notFound();
  return id;
}
