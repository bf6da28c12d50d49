import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { EXACT_TOTAL_BOUND } from '@atrium/kernel';

export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Atrium API')
    .setDescription(
      'The API of the Atrium console. Sign in with `POST /api/auth/login` and send the answered token as the ' +
        '`token` header (or `Authorization: Bearer`). Errors answer `{statusCode, code, message, errors?}`.\n\n' +
        'Lists answer at most `perPage` rows and their total in `X-Total-Count` (and `Content-Range`). Without `q`, ' +
        '`from` or `to` the total is exact. With them it is exact up to ' +
        `${EXACT_TOTAL_BOUND} matching rows; beyond that it is the database planner's estimate, and the answer also ` +
        'carries `X-Total-Count-Estimated: true` (show it as "about N"; the rows themselves are always exact). Each ' +
        "list's parameters say what `sort` accepts, which fields `q` searches and which date field `from`/`to` apply to.",
    )
    .setVersion('1')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'token' }, 'token')
    .addBearerAuth()
    .addApiKey({ type: 'apiKey', in: 'header', name: 'x-api-key' }, 'apiKey')
    .build();
  return SwaggerModule.createDocument(app, config, { operationIdFactory: (_controller, method) => method });
}

/**
 * Serves the document at /api/docs and /api/docs-json, built at the first request for it: building it walks
 * every route's metadata, a cost every start (and every API test file) paid for a page few ask for.
 */
export function mountOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => createOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json', useGlobalPrefix: false });
}
