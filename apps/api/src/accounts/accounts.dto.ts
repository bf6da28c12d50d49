import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MODULE_CODES } from '@atrium/kernel';
import type { Client, Project, User } from '@atrium/tenancy';
import { AcceptsReadBack } from '../http/read-back.js';
import { Id, OptionalText as Optional, Text as Required } from '../http/dto-fields.js';
import { unix } from '../http/wire.js';

export class ClientDto {
  @ApiProperty() id: number;
  @ApiProperty() firstname: string;
  @ApiProperty() lastname: string;
  @ApiProperty() company: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  /** Unix seconds. */
  @ApiProperty() createdAt: number;
}
export const toClientDto = (c: Client): ClientDto => ({ ...c, createdAt: unix(c.createdAt) });

export class CreateClientDto {
  @ApiProperty() @Required() firstname: string;
  @ApiProperty() @Required() lastname: string;
  @ApiProperty() @Required() company: string;
  @ApiProperty() @Required() email: string;
  @ApiProperty() @Required() phone: string;
  /** At least 8 characters. */
  @ApiProperty() @Required() password: string;
}

@AcceptsReadBack(ClientDto)
export class UpdateClientDto {
  @ApiProperty() @Id() id: number;
  @ApiPropertyOptional() @Optional() firstname?: string;
  @ApiPropertyOptional() @Optional() lastname?: string;
  @ApiPropertyOptional() @Optional() company?: string;
  @ApiPropertyOptional() @Optional() email?: string;
  @ApiPropertyOptional() @Optional() phone?: string;
}

export class UserDto {
  @ApiProperty() id: number;
  @ApiProperty() firstname: string;
  @ApiProperty() lastname: string;
  @ApiProperty() email: string;
  @ApiProperty() subscription: number;
  /** The modules of the user's subscription (module codes, CONTRACT §9). */
  @ApiProperty({ enum: MODULE_CODES, isArray: true }) modules: string[];
  @ApiProperty() createdAt: number;
}
export const toUserDto = (u: User): UserDto => ({
  id: u.id,
  firstname: u.firstname,
  lastname: u.lastname,
  email: u.email,
  subscription: u.subscriptionId,
  modules: u.modules,
  createdAt: unix(u.createdAt),
});

export class CreateUserDto {
  @ApiProperty() @Required() firstname: string;
  @ApiProperty() @Required() lastname: string;
  @ApiProperty() @Required() email: string;
  @ApiProperty() @Required() password: string;
  @ApiProperty() @Id() subscription: number;
}

@AcceptsReadBack(UserDto)
export class UpdateUserDto {
  @ApiProperty() @Id() id: number;
  @ApiPropertyOptional() @Optional() firstname?: string;
  @ApiPropertyOptional() @Optional() lastname?: string;
  @ApiPropertyOptional() @Optional() email?: string;
}

export class ProjectDto {
  @ApiProperty() id: number;
  @ApiProperty() projectName: string;
  @ApiProperty() projectDescription: string;
  @ApiProperty() website: string;
  @ApiProperty() subscription: number;
  /** The API token's last characters; the token itself is answered only when issued. */
  @ApiProperty({ example: 'atr_…x9Qz' }) tokenHint: string;
  @ApiProperty() createdAt: number;
}
export const toProjectDto = (p: Project): ProjectDto => ({
  id: p.id,
  projectName: p.projectName,
  projectDescription: p.projectDescription,
  website: p.website,
  subscription: p.subscriptionId,
  tokenHint: p.tokenHint,
  createdAt: unix(p.createdAt),
});

export class ProjectWithTokenDto extends ProjectDto {
  /** The project's API key (send as `x-api-key`). Shown this once: only its hash is kept. */
  @ApiProperty() token: string;
}
export const toProjectWithTokenDto = (p: Project & { token: string }): ProjectWithTokenDto => ({ ...toProjectDto(p), token: p.token });

export class CreateProjectDto {
  @ApiProperty() @Required() projectName: string;
  @ApiProperty() @Required('long') projectDescription: string;
  @ApiProperty() @Required() website: string;
  @ApiProperty() @Id() subscription: number;
}

@AcceptsReadBack(ProjectDto)
export class UpdateProjectDto {
  @ApiProperty() @Id() id: number;
  @ApiPropertyOptional() @Optional() projectName?: string;
  @ApiPropertyOptional() @Optional('long') projectDescription?: string;
  @ApiPropertyOptional() @Optional() website?: string;
}

export class IdBodyDto {
  @ApiProperty() @Id() id: number;
}
