import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { ApiErrors } from '../http/api-errors.decorator.js';

type FieldSchema = { type: 'string' | 'integer'; description?: string; example?: string | number };

/**
 * Documents a multipart upload route: its text fields and its file fields (binary), plus the 413 and 415
 * answers of `UploadReceiver`. `required` lists the fields the route insists on.
 */
export function ApiUpload(options: { fields: Record<string, FieldSchema>; files?: string[]; required?: string[]; description?: string }) {
  const files = options.files ?? ['file'];
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      description: options.description,
      schema: {
        type: 'object',
        required: options.required ?? [...Object.keys(options.fields), ...files],
        properties: {
          ...options.fields,
          ...Object.fromEntries(files.map((f) => [f, { type: 'string', format: 'binary' }])),
        },
      },
    }),
    ApiErrors(400, 413, 415),
  );
}
