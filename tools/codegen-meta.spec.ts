import { describe, expect, it } from '@jest/globals';
// @ts-expect-error: a plain-JavaScript tool, typed by what this spec uses of it.
import * as meta from './codegen-meta.mjs';

const { runtimeMeta } = meta as { runtimeMeta(doc: unknown): string };

const doc = {
  paths: {
    '/api/things': {
      get: { parameters: [{ in: 'query', name: 'sort', schema: { enum: ['id', 'name'] } }] },
      post: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/CreateThingDto' } } } } },
    },
    '/api/other': { get: { parameters: [{ in: 'query', name: 'q' }] } },
  },
  components: {
    schemas: {
      ThingDto: { properties: { id: { type: 'number', 'x-table': 'ID' }, name: { type: 'string' }, email: { 'x-table': 'E-mail' } } },
      CreateThingDto: {
        required: ['name'],
        properties: { name: { type: 'string', maxLength: 200 }, email: { type: 'string', format: 'email', example: 'a@b.c' } },
      },
    },
  },
};

describe('the API client’s run-time facts', () => {
  it('lists each sorted list, each request body’s rules and each table’s columns', () => {
    const out = runtimeMeta(doc);
    expect(out).toContain(`  "/api/things": ["id","name"],`);
    expect(out).not.toContain('/api/other');
    expect(out).toContain(`  "CreateThingDto": {"required":["name"],"properties":{"name":{"maxLength":200},"email":{"format":"email"}}},`);
    expect(out).toContain(`  "ThingDto": [["id","ID"],["email","E-mail"]],`);
    expect(out).not.toMatch(/"ThingDto": \{/);
  });
});
