import type { CrudFilter } from '@refinedev/core';
import { describe, expect, it } from 'vitest';
import { repairs } from '../../resources/needs/repairs.ts';
import { createCmsDataProvider } from '../../src/app/providers/dataProvider.ts';
import { CmsHttpError, unwrapEnvelope } from '../../src/app/providers/mappers/envelope.ts';
import { filtersToQuery } from '../../src/app/providers/mappers/filtersToQuery.ts';
import { paginationToQuery } from '../../src/app/providers/mappers/paginationToQuery.ts';
import { sortersToQuery } from '../../src/app/providers/mappers/sortersToQuery.ts';

describe('paginationToQuery', () => {
  it.each([
    [undefined, { page: '1', pageSize: '20' }],
    [{ currentPage: 3, pageSize: 50 }, { page: '3', pageSize: '50' }],
    [{ currentPage: 0, pageSize: 500 }, { page: '1', pageSize: '100' }],
    [{ mode: 'off' as const }, {}],
  ])('%j → %j', (input, expected) => expect(paginationToQuery(input)).toEqual(expected));
});

describe('sortersToQuery', () => {
  it.each([
    [[], '-created_at', { sort: '-created_at' }],
    [[{ field: 'updated_at', order: 'desc' as const }], '-created_at', { sort: '-updated_at' }],
    [[{ field: 'created_at', order: 'asc' as const }, { field: 'no', order: 'desc' as const }], undefined, { sort: 'created_at,-no' }],
    [undefined, undefined, {}],
  ])('%j (default %s) → %j', (sorters, def, expected) => expect(sortersToQuery(sorters, def)).toEqual(expected));
});

describe('filtersToQuery', () => {
  const cases: [string, CrudFilter[], Record<string, string>][] = [
    ['eq', [{ field: 'status', operator: 'eq', value: 'pending' }], { status: 'pending' }],
    ['in → comma list', [{ field: 'status', operator: 'in', value: ['pending', 'received'] }], { status: 'pending,received' }],
    ['q search', [{ field: 'q', operator: 'contains', value: ' SUP01 ' }], { q: 'SUP01' }],
    ['range between', [{ field: 'created_at', operator: 'between', value: ['2026-01-01', '2026-01-31T10:00:00Z'] }], { created_at: '2026-01-01,2026-01-31' }],
    ['gte + lte merge', [{ field: 'created_at', operator: 'gte', value: '2026-02-01' }, { field: 'created_at', operator: 'lte', value: '2026-02-10' }], { created_at: '2026-02-01,2026-02-10' }],
    ['empty values dropped', [{ field: 'status', operator: 'eq', value: '' }, { field: 'serial', operator: 'eq', value: undefined }], {}],
    ['undeclared field dropped', [{ field: 'fault', operator: 'eq', value: 'x' }], {}],
    ['or group dropped', [{ operator: 'or', value: [{ field: 'status', operator: 'eq', value: 'pending' }] }], {}],
  ];
  it.each(cases)('%s', (_name, filters, expected) => expect(filtersToQuery(filters, repairs.fields)).toEqual(expected));
});

describe('unwrapEnvelope', () => {
  it('unwraps data', () => expect(unwrapEnvelope(200, { data: { id: 1 } })).toEqual({ id: 1 }));
  it.each([
    [409, { code: '40900', message: '记录已被他人修改，请刷新后重试', data: null }, '[40900]记录已被他人修改，请刷新后重试', 409],
    [200, { code: '40002', message: '提交的数据不符合要求', data: null }, '[40002]提交的数据不符合要求', 400],
    [500, { message: '服务器开小差了' }, '服务器开小差了', 500],
    [502, null, '请求异常，请稍后重试', 502],
  ])('status %i %j → %s', (status, body, message, statusCode) => {
    expect(() => unwrapEnvelope(status, body)).toThrow(message);
    try {
      unwrapEnvelope(status, body);
    } catch (e) {
      expect((e as CmsHttpError).statusCode).toBe(statusCode);
    }
  });
});

type Call = { url: string; init: RequestInit };

function fakeApi(response: unknown = { data: { list: [], total: 0 } }, status = 200, getAuthHeader = () => 'Basic dGVzdA==') {
  const calls: Call[] = [];
  const provider = createCmsDataProvider({
    apiUrl: 'http://x/api/cms',
    getAuthHeader,
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      return new Response(JSON.stringify(response), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  const body = (i = 0) => JSON.parse(String(calls[i].init.body)) as Record<string, unknown>;
  return { provider, calls, body };
}

describe('createCmsDataProvider', () => {
  it('getList maps paging, sort, filters and the screen fixed filter onto the declared list path', async () => {
    const { provider, calls } = fakeApi({ data: { list: [{ id: 1 }], total: 41 } });
    const res = await provider.getList({
      resource: 'quickrp',
      pagination: { currentPage: 2, pageSize: 20 },
      sorters: [{ field: 'updated_at', order: 'desc' }],
      filters: [{ field: 'status', operator: 'eq', value: 'pending' }, { field: 'q', operator: 'contains', value: '张' }],
    });
    expect(res).toEqual({ data: [{ id: 1 }], total: 41 });
    const url = new URL(calls[0].url);
    expect(url.pathname).toBe('/api/cms/needs/manage-repairs');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', pageSize: '20', sort: '-updated_at', status: 'pending', q: '张', type: '3' });
    expect(calls[0].init.credentials).toBe('include');
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Basic dGVzdA==');
  });

  it.each([
    ['getOne', (p: ReturnType<typeof fakeApi>['provider']) => p.getOne({ resource: 'repair', id: 7 }), 'GET', '/api/cms/needs/manage-repair/7', undefined],
    ['create adds the fixed keys', (p: ReturnType<typeof fakeApi>['provider']) => p.create({ resource: 'quickrp', variables: { fault: '不出光' } }), 'POST', '/api/cms/needs/manage-repair', { fault: '不出光', type: 3 }],
    ['update sends the version', (p: ReturnType<typeof fakeApi>['provider']) => p.update({ resource: 'repair', id: 7, variables: { model: 'X1' }, meta: { version: 4 } }), 'PUT', '/api/cms/needs/manage-repair/7', { model: 'X1', version: 4 }],
    ['deleteOne sends ?version', (p: ReturnType<typeof fakeApi>['provider']) => p.deleteOne({ resource: 'repair', id: 7, meta: { version: 2 } }), 'DELETE', '/api/cms/needs/repair/7?version=2', undefined],
    ['custom action', (p: ReturnType<typeof fakeApi>['provider']) => p.custom!({ url: '', method: 'put', payload: { action: 'receive', version: 1 }, meta: { resource: 'repair', endpoint: 'action', id: 7 } }), 'PUT', '/api/cms/needs/manage-repair/7/status', { action: 'receive', version: 1 }],
    ['custom follow', (p: ReturnType<typeof fakeApi>['provider']) => p.custom!({ url: '', method: 'put', payload: { content: '已电话联系' }, meta: { resource: 'repair', endpoint: 'follow', id: 7 } }), 'PUT', '/api/cms/needs/manage-repair/7/follow', { content: '已电话联系' }],
    ['custom history', (p: ReturnType<typeof fakeApi>['provider']) => p.custom!({ url: '', method: 'get', meta: { resource: 'repair', endpoint: 'history', id: 7 } }), 'GET', '/api/cms/needs/manage-repair/7/status', undefined],
    ['custom count', (p: ReturnType<typeof fakeApi>['provider']) => p.custom!({ url: '', method: 'get', meta: { resource: 'repair', endpoint: 'count' } }), 'GET', '/api/cms/needs/manage-repair/count', undefined],
  ])('%s', async (_name, run, method, path, body) => {
    const api = fakeApi({ data: { id: 7 } });
    await run(api.provider);
    const url = new URL(api.calls[0].url);
    expect(api.calls[0].init.method).toBe(method);
    expect(`${url.pathname}${url.search}`).toBe(path);
    if (body) expect(api.body()).toEqual(body);
    else expect(api.calls[0].init.body).toBeUndefined();
  });

  it('a list read started early is handed once to the identical getList; any other read goes to the server', async () => {
    const { provider, calls } = fakeApi({ data: { list: [{ id: 1 }], total: 1 } });
    const params = { resource: 'repair', pagination: { currentPage: 1, pageSize: 20, mode: 'server' as const }, sorters: [{ field: 'created_at', order: 'desc' as const }], filters: [] };
    provider.prefetchList(params);
    provider.prefetchList(params);
    expect(calls).toHaveLength(1);
    await expect(provider.getList(params)).resolves.toEqual({ data: [{ id: 1 }], total: 1 });
    expect(calls).toHaveLength(1);
    await provider.getList(params);
    expect(calls).toHaveLength(2);
    await provider.getList({ ...params, pagination: { currentPage: 2, pageSize: 20, mode: 'server' } });
    expect(calls).toHaveLength(3);
    expect(new URL(calls[2].url).searchParams.get('page')).toBe('2');
  });

  it('an early list read that has arrived is taken at once, whole, once; before it arrives there is nothing to take', async () => {
    const { provider, calls } = fakeApi({ data: { list: [{ id: 1 }], total: 30000, totalCapped: true } });
    const params = { resource: 'repair', pagination: { currentPage: 1, pageSize: 20, mode: 'server' as const }, sorters: [{ field: 'created_at', order: 'desc' as const }], filters: [] };
    provider.prefetchList(params);
    expect(provider.takeEarlyList(params)).toBeUndefined();
    await new Promise((r) => setTimeout(r, 0));
    expect(provider.takeEarlyList({ ...params, pagination: { currentPage: 2, pageSize: 20, mode: 'server' } })).toBeUndefined();
    expect(provider.takeEarlyList(params)).toEqual({ data: [{ id: 1 }], total: 30000, totalCapped: true });
    expect(provider.takeEarlyList(params)).toBeUndefined();
    await provider.getList(params);
    expect(calls).toHaveLength(2);
  });

  it('an early list read is never handed to another session', async () => {
    let header = 'Basic YTox';
    const { provider, calls } = fakeApi({ data: { list: [], total: 0 } }, 200, () => header);
    const params = { resource: 'repair', pagination: { currentPage: 1, pageSize: 20, mode: 'server' as const }, sorters: [], filters: [] };
    provider.prefetchList(params);
    header = 'Basic Yjoy';
    await provider.getList(params);
    expect(calls.map((c) => (c.init.headers as Record<string, string>).Authorization)).toEqual(['Basic YTox', 'Basic Yjoy']);
  });

  it('rejects a {code} body with [code]message and the status', async () => {
    const { provider } = fakeApi({ code: '40901', message: '当前状态不允许此操作', data: null }, 409);
    await expect(provider.getOne({ resource: 'repair', id: 1 })).rejects.toMatchObject({ message: '[40901]当前状态不允许此操作', statusCode: 409 });
  });

  it('turns a transport failure into 请求异常，请稍后重试', async () => {
    const provider = createCmsDataProvider({ apiUrl: 'http://x/api/cms', getAuthHeader: () => null, fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(provider.getOne({ resource: 'repair', id: 1 })).rejects.toMatchObject({ message: '请求异常，请稍后重试', statusCode: 0 });
  });
});
