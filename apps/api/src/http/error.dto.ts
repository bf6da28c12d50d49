import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class FieldErrorDto {
  /** The input field at fault. */
  @ApiProperty() field: string;
  /** What is wrong with it. */
  @ApiProperty() message: string;
}

/** The body of every error answer (CONTRACT §4). */
export class ErrorDto {
  @ApiProperty({ example: 404 }) statusCode: number;
  /** Stable code to branch on, e.g. `billing.invoice_already_paid`. */
  @ApiProperty({ example: 'kernel.not_found' }) code: string;
  /** A sentence to show to a person. */
  @ApiProperty() message: string;
  @ApiPropertyOptional({ type: [FieldErrorDto] }) errors?: FieldErrorDto[];
}
