import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { findOrFail, type TenantScope } from '@atrium/kernel';
import { ProjectNotFound, TENANCY_STORE, type TenancyStore } from '@atrium/tenancy';
import { Access } from '../http/access.decorator.js';
import { Scope } from '../http/tenant-scope.decorator.js';
import { PublicProjectDto } from './public-project.dto.js';

@ApiTags('public')
@Controller('public/project')
@Access('project-token')
export class PublicProjectController {
  constructor(@Inject(TENANCY_STORE) private readonly store: TenancyStore) {}

  @Get()
  @ApiOperation({
    operationId: 'getPublicProject',
    summary: 'The project of the presented API key (`x-api-key`): a way for a web site to check its key',
  })
  @ApiOkResponse({ type: PublicProjectDto })
  async project(@Scope() scope: TenantScope): Promise<PublicProjectDto> {
    if (scope.kind !== 'project') throw new ProjectNotFound();
    const project = await findOrFail(this.store.projects.get(scope.projectId, scope), ProjectNotFound);
    return { id: project.id, projectName: project.projectName };
  }
}
