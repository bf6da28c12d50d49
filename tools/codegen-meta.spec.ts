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
      ThingDto: {
        properties: {
          id: { type: 'number', 'x-table': 'ID', title: 'ID' },
          name: { type: 'string' },
          email: { 'x-table': 'E-mail', title: 'Email' },
          createdAt: { type: 'number', format: 'unix-time', title: 'Added on' },
        },
      },
      CreateThingDto: {
        required: ['name'],
        properties: { name: { type: 'string', maxLength: 200 }, email: { type: 'string', format: 'email', example: 'a@b.c' } },
      },
    },
  },
};

describe('the API client’s run-time facts', () => {
  it('lists each sorted list, each request body’s rules, each table’s columns, labels and times', () => {
    const out = runtimeMeta(doc);
    expect(out).toContain(`  "/api/things": ["id","name"],`);
    expect(out).not.toContain('/api/other');
    expect(out).toContain(`  "CreateThingDto": {"required":["name"],"properties":{"name":{"maxLength":200},"email":{"format":"email"}}},`);
    expect(out).toContain(`  "ThingDto": [["id","ID"],["email","E-mail"]],`);
    // A record is not a request body.
    expect(out.slice(out.indexOf('REQUEST_BODIES'), out.indexOf('TABLE_COLUMNS'))).not.toContain('"ThingDto"');
    expect(out).toContain(`  "ThingDto": {"id":"ID","email":"Email","createdAt":"Added on"},`);
    expect(out).toContain(`  "ThingDto": ["createdAt"],`);
    expect(out).not.toContain('"CreateThingDto": ["');
  });
});
