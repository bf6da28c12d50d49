import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Atrium API')
    .setDescription(
      'The API of the Atrium console. Sign in with `POST /api/auth/login` and send the answered token as the ' +
        '`token` header (or `Authorization: Bearer`). Lists answer `X-Total-Count`; errors answer `{statusCode, code, message, errors?}`.',
    )
    .setVersion('1')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'token' }, 'token')
    .addBearerAuth()
    .addApiKey({ type: 'apiKey', in: 'header', name: 'x-api-key' }, 'apiKey')
    .build();
  return SwaggerModule.createDocument(app, config, { operationIdFactory: (_controller, method) => method });
}

export function mountOpenApi(app: INestApplication, document: OpenAPIObject): void {
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json', useGlobalPrefix: false });
}
