import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ENRICHMENT_GATEWAY, type EnrichmentGateway } from '@atrium/modules';
import { Access } from '../../http/access.decorator.js';
import { ApiErrors } from '../../http/api-errors.decorator.js';
import { InModule } from '../../http/module.decorator.js';
import { NoProject } from '../../http/project-from.decorator.js';
import { EnrichmentDataDto, EnrichQueryDto } from './enrichment.dto.js';

@ApiTags('com')
@Controller('com/data')
@Access('users')
@InModule('com')
export class EnrichmentController {
  constructor(@Inject(ENRICHMENT_GATEWAY) private readonly gateway: EnrichmentGateway) {}

  @Get('enrich')
  @NoProject('what the enrichment provider knows of an e-mail, for the whole subscription')
  @ApiOperation({
    operationId: 'getEnrichmentData',
    summary: 'What the enrichment provider knows about an e-mail',
    description:
      'Every field `null` (lists empty) when nobody is known or no provider is configured; 503 when the provider fails or times out.',
  })
  @ApiOkResponse({ type: EnrichmentDataDto })
  @ApiErrors(400, 503)
  async enrich(@Query() q: EnrichQueryDto): Promise<EnrichmentDataDto> {
    return this.gateway.lookup(q.email);
  }
}
