import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SendMail } from '@atrium/modules';
import { Access } from '../../http/access.decorator.js';
import { ApiErrors } from '../../http/api-errors.decorator.js';
import { InModule } from '../../http/module.decorator.js';
import { MailQueuedDto, SendMailDto } from './mail.dto.js';

@ApiTags('com')
@Controller('com/mail')
@Access('users')
@InModule('com')
export class MailController {
  constructor(private readonly sendMail: SendMail) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ operationId: 'sendMail', summary: 'Queues a mail to a lead or customer (sent by a job, retried on failure)' })
  @ApiOkResponse({ type: MailQueuedDto })
  @ApiErrors(400)
  async send(@Body() body: SendMailDto): Promise<MailQueuedDto> {
    await this.sendMail.execute({ email: body.email, subject: body.subject, message: body.message });
    return { queued: true };
  }
}
