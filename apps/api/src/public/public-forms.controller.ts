import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { TenantScope } from '@atrium/kernel';
import { FormNotFound, SubmitForm } from '@atrium/modules';
import { Access } from '../http/access.decorator.js';
import { InModule } from '../http/module.decorator.js';
import { ApiErrors } from '../http/api-errors.decorator.js';
import { Scope } from '../http/tenant-scope.decorator.js';
import { SubmissionReceiptDto } from './public-forms.dto.js';

const EXAMPLE_FORM = `A web page posts its form with its project's key (CORS is open to any origin here):

\`\`\`html
<form id="contact">
  <input name="firstname" placeholder="First name">
  <input name="lastname" placeholder="Last name">
  <input name="email" type="email" required>
  <textarea name="message"></textarea>
  <button>Send</button>
</form>
<script>
  document.getElementById('contact').addEventListener('submit', async (event) => {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(event.target));
    const response = await fetch('https://atrium.example.com/api/public/forms/12/submissions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'atr_…' },
      body: JSON.stringify(fields),
    });
    event.target.replaceWith(response.ok ? 'Thank you!' : 'Please check your e-mail address.');
  });
</script>
\`\`\`

Every field is text; \`email\` is required. \`firstname\`, \`lastname\` and \`phone\` name a new lead.`;

@ApiTags('public')
@Controller('public/forms')
@Access('project-token')
@InModule('com')
export class PublicFormsController {
  constructor(private readonly submitForm: SubmitForm) {}

  @Post(':formId/submissions')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'submitPublicForm',
    summary:
      "Records a submission of one of the key's project's forms, links it to the lead with its e-mail (or adds one) and notifies the form's recipients",
    description: EXAMPLE_FORM,
  })
  @ApiParam({ name: 'formId', example: '12' })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['email'],
      properties: { email: { type: 'string', example: 'ada@example.com' } },
      additionalProperties: { type: 'string' },
      example: { email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace', message: 'Please call me back' },
    },
  })
  @ApiOkResponse({ type: SubmissionReceiptDto })
  @ApiErrors(400, 403, 404)
  async submit(@Param('formId') formId: string, @Body() body: unknown, @Scope() scope: TenantScope): Promise<SubmissionReceiptDto> {
    if (!/^\d{1,9}$/.test(formId)) throw new FormNotFound();
    const { submissionId, leadId } = await this.submitForm.execute(Number(formId), body, scope);
    return { id: submissionId, lead: leadId };
  }
}
