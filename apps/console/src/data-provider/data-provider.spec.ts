import { createApiClient } from '@atrium/api-client';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { createDataProvider, type AtriumDataProvider } from './data-provider';

interface Seen {
  method: string;
  url: URL;
  body: unknown;
}

/** The data provider's routes, checked on the requests it sends (the API client over a fake fetch). */
describe('dataProvider', () => {
  const seen: Seen[] = [];
  let answer: { status: number; body?: unknown; headers?: Record<string, string> } = { status: 200, body: [] };
  let provider: AtriumDataProvider;

  beforeAll(() => {
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const text = await request.text();
      seen.push({ method: request.method, url: new URL(request.url), body: text ? JSON.parse(text) : undefined });
      const body = answer.body === undefined ? null : JSON.stringify(answer.body);
      return new Response(body, { status: answer.status, headers: { 'content-type': 'application/json', ...answer.headers } });
    };
    provider = createDataProvider(createApiClient({ baseUrl: 'http://console.test', fetch }), undefined, () => currentProject);
  });
  let currentProject: number | null = 5;

  const last = () => seen[seen.length - 1];

  it('lists with the page, sort, text filter and date range, and the total from X-Total-Count', async () => {
    answer = { status: 200, body: [{ id: 1 }], headers: { 'x-total-count': '31' } };
    const result = await provider.getList('clients', {
      pagination: { page: 2, perPage: 15 },
      sort: { field: 'company', order: 'DESC' },
      filter: { q: 'acme', from: 100, to: 200 },
    });
    expect(result).toEqual({ data: [{ id: 1 }], total: 31 });
    expect(last().method).toBe('GET');
    expect(last().url.pathname).toBe('/api/clients');
    expect(Object.fromEntries(last().url.searchParams)).toEqual({
      page: '2',
      perPage: '15',
      sort: 'company',
      order: 'desc',
      q: 'acme',
      from: '100',
      to: '200',
    });
  });

  it('reads one record, also from an answer that is an array of it (GET /com/scoring?id, spec 2 §7)', async () => {
    answer = { status: 200, body: [{ id: 4, label: 'Hot' }] };
    expect(await provider.getOne('scorings', { id: 4 })).toEqual({ data: { id: 4, label: 'Hot' } });
    expect(last().url.pathname + last().url.search).toBe('/api/com/scoring?id=4');
    answer = { status: 200, body: { id: 4, label: 'Contact' } };
    expect(await provider.getOne('forms', { id: 4 })).toEqual({ data: { id: 4, label: 'Contact' } });
  });

  it('passes an estimated total on as meta.totalEstimated, for the "about N" of the pagination', async () => {
    answer = { status: 200, body: [{ id: 1 }], headers: { 'x-total-count': '12000', 'x-total-count-estimated': 'true' } };
    const result = await provider.getList('clients', {
      pagination: { page: 1, perPage: 15 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'a' },
    });
    expect(result).toEqual({ data: [{ id: 1 }], total: 12000, meta: { totalEstimated: true } });
  });

  it('sends lists narrowed to a parent to their sub-route, per the resource config', async () => {
    answer = { status: 200, body: [], headers: { 'x-total-count': '0' } };
    await provider.getManyReference('invoices', {
      target: 'client',
      id: 7,
      pagination: { page: 1, perPage: 15 },
      sort: { field: '', order: 'ASC' },
      filter: {},
    });
    expect(last().url.pathname).toBe('/api/invoices/client');
    expect(last().url.searchParams.get('id')).toBe('7');
  });

  it('reads, creates, updates and deletes on /api/{resource}', async () => {
    answer = { status: 200, body: { id: 3, company: 'Acme' } };
    expect(await provider.getOne('clients', { id: 3 })).toEqual({ data: { id: 3, company: 'Acme' } });
    expect(`${last().method} ${last().url.pathname}${last().url.search}`).toBe('GET /api/clients?id=3');

    await provider.create('clients', { data: { company: 'Acme' } });
    expect(last()).toMatchObject({ method: 'POST', body: { company: 'Acme' } });

    answer = { status: 204 };
    const updated = await provider.update('clients', {
      id: 3,
      data: { company: 'Acme Inc' },
      previousData: { id: 3, company: 'Acme', phone: '1' },
    });
    expect(last()).toMatchObject({ method: 'PATCH', body: { id: 3, company: 'Acme Inc' } });
    expect(updated.data).toEqual({ id: 3, company: 'Acme Inc', phone: '1' });

    await provider.delete('clients', { id: 3 });
    expect(`${last().method} ${last().url.pathname}${last().url.search}`).toBe('DELETE /api/clients?id=3');
  });

  it("sends a module resource's calls with the current project: ?project= on lists, project in creates", async () => {
    answer = { status: 200, body: [], headers: { 'x-total-count': '0' } };
    await provider.getList('customer-groups', { pagination: { page: 1, perPage: 15 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    expect(last().url.pathname).toBe('/api/crm/groups');
    expect(last().url.searchParams.get('project')).toBe('5');
    answer = { status: 200, body: { id: 1, groupName: 'Retail', project: 5 } };
    await provider.create('customer-groups', { data: { groupName: 'Retail' } });
    expect(last()).toMatchObject({ method: 'POST', body: { groupName: 'Retail', project: 5 } });
    // Reads and deletes of one record name only the record: the server checks its project.
    await provider.getOne('customer-groups', { id: 1 });
    expect(`${last().url.pathname}${last().url.search}`).toBe('/api/crm/groups?id=1');
  });

  it('asks for a project before any module call when none is chosen, and refuses unknown resources', async () => {
    currentProject = null;
    const count = seen.length;
    await expect(
      provider.getList('customer-groups', { pagination: { page: 1, perPage: 15 }, sort: { field: 'id', order: 'DESC' }, filter: {} }),
    ).rejects.toMatchObject({
      message: 'messages.choose_project_first',
    });
    expect(seen.length).toBe(count);
    currentProject = 5;
    await expect(provider.getOne('no-such-resource', { id: 1 })).rejects.toThrow(/register it in resource-config/);
  });

  it('turns API errors into react-admin HttpErrors with field errors by field', async () => {
    answer = {
      status: 400,
      body: { statusCode: 400, code: 'kernel.invalid_input', message: 'Bad input', errors: [{ field: 'email', message: 'is taken' }] },
    };
    await expect(provider.create('clients', { data: {} })).rejects.toMatchObject({
      message: 'Bad input',
      status: 400,
      body: { errors: { email: 'is taken' } },
    });
  });
});
