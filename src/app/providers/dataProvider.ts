/**
 * The data provider: refine calls onto the endpoints each resource DECLARES (resources/*.ts);
 * the refine resource name is a screen name (`repair`, `quickrp`), whose `fixed` filter is
 * always sent.
 *
 *   refine call                        /api/cms request
 *   getList(repair, page 2, 20,        GET  <list>?page=2&pageSize=20&sort=-created_at
 *     sort created_at desc,                       &type=1&status=pending&q=SUP
 *     status eq pending, q contains)
 *   getList(…, meta.listFields 'all')  … &fields=all  (every field, not only what lists use)
 *   getOne(repair, 7)                  GET  <one>            (/needs/manage-repair/7)
 *   create(repair, {…})                POST <create>         {type: 1, …}
 *   update(repair, 7, {version, …})    PUT  <update>         {version, …changed fields}
 *   deleteOne(repair, 7, meta.version) DELETE <delete>?version=N
 *   custom({meta: {resource, endpoint: 'action', id}, payload})   PUT <action>  {action, version, …}
 *   custom({meta: {resource, endpoint: 'follow', id}, payload})   PUT <follow>  {content}
 *   custom({meta: {resource, endpoint: 'history', id}})           GET <history>
 *   custom({meta: {resource, endpoint: 'count'}})                 GET <count>
 *   custom({url: '/any/path', method})                            that path under /api/cms
 *   custom({url, method: 'post', payload: FormData, meta: {onUploadProgress}})  an upload, its progress told as it is sent
 *
 * Success unwraps `data`; a body with a non-empty `code` throws `[code]message` (HttpError with
 * the status); a transport failure throws the server's message or 请求异常，请稍后重试.
 */
import { defaultSortOf } from '../../../resources/registry.ts';
import type {
  BaseKey,
  BaseRecord,
  CreateParams,
  CustomParams,
  DataProvider,
  DeleteOneParams,
  GetListParams,
  GetListResponse,
  GetOneParams,
  MetaQuery,
  UpdateParams,
} from '@refinedev/core';
import type { ListPayload } from '../../domain/envelope.ts';
import { createApiClient, type ApiMethod, type ApiOptions } from './apiClient.ts';
import { endpointOf, screenOf, type EndpointKind } from './mappers/endpointPath.ts';
import { filtersToQuery } from './mappers/filtersToQuery.ts';
import { paginationToQuery } from './mappers/paginationToQuery.ts';
import { sortersToQuery } from './mappers/sortersToQuery.ts';
import { withEarlyGets } from './earlyGets.ts';

const fixedQuery = (fixed: Record<string, string | number> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(fixed ?? {}).map(([k, v]) => [k, String(v)]));

const asRecord = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

const versionOf = (variables: unknown, meta: MetaQuery | undefined): unknown =>
  asRecord(variables).version ?? meta?.version;

/** The screen a call is for: `meta.screen` overrides the resource name. */
const screenName = (resource: string, meta: MetaQuery | undefined): string =>
  typeof meta?.screen === 'string' ? meta.screen : resource;

/** The data provider, plus a list read started before the list page asks for it. */
export type CmsDataProvider = DataProvider & {
  /** Starts `getList(params)` now; the first identical `getList` gets its answer (earlyGets.ts). */
  prefetchList: (params: GetListParams) => void;
  /** `getList(params)`'s answer right now, if that early read has already arrived (taken once). */
  takeEarlyList: (params: GetListParams) => GetListResponse | undefined;
  /** Starts `custom({url: path, method: 'get'})` now; the first identical read gets its answer. */
  prefetchGet: (path: string) => void;
  /** That early read's answer (`data`) right now, if it has already arrived (taken once). */
  takeEarlyGet: (path: string) => { data: unknown } | undefined;
};

/** A list answer as refine wants it. */
function listResponse<TData>(body: unknown): GetListResponse<TData> & { totalCapped?: true } {
  const payload = asRecord(body) as Partial<ListPayload<TData>>;
  const data = Array.isArray(payload.list) ? payload.list : [];
  // Filters other than the counted ones (type, status) are counted up to a cap: say so.
  return { data, total: Number(payload.total ?? 0), ...(payload.totalCapped === true ? { totalCapped: true as const } : {}) };
}

/** A list call's path and query. */
export function listRequest({ resource, pagination, sorters, filters, meta }: GetListParams): { path: string; query: Record<string, string> } {
  const name = screenName(resource, meta);
  const { resource: def, screen } = screenOf(name);
  const query = {
    ...paginationToQuery(pagination),
    ...sortersToQuery(sorters, defaultSortOf(def, screen)),
    ...filtersToQuery(filters, def.fields),
    ...fixedQuery(screen.fixed),
    // `meta.listFields: 'all'`: every field of each record (the export), not only what lists use.
    ...(meta?.listFields === 'all' ? { fields: 'all' } : {}),
  };
  return { path: endpointOf(name, 'list').url, query };
}

/** Creates the `/api/cms` data provider. `fetch` and the auth header are injected for tests. */
export function createCmsDataProvider(options: ApiOptions): CmsDataProvider {
  const { call, early, take } = withEarlyGets(createApiClient(options), () => options.getAuthHeader() ?? '');

  return {
    getApiUrl: () => options.apiUrl,

    prefetchList: (params: GetListParams) => {
      const { path, query } = listRequest(params);
      early(path, { query });
    },

    takeEarlyList: (params: GetListParams) => {
      const { path, query } = listRequest(params);
      const taken = take(path, { query });
      return taken && listResponse(taken.answer);
    },

    prefetchGet: (path: string) => early(path, { query: {} }),

    takeEarlyGet: (path: string) => {
      const taken = take(path, { query: {} });
      return taken && { data: taken.answer };
    },

    getList: async <TData extends BaseRecord>(params: GetListParams) => {
      const { path, query } = listRequest(params);
      return listResponse<TData>(await call('GET', path, { query }));
    },

    getOne: async <TData extends BaseRecord>({ resource, id, meta }: GetOneParams) => {
      const data = await call('GET', endpointOf(screenName(resource, meta), 'one', id).url);
      return { data: data as TData };
    },

    create: async <TData extends BaseRecord, TVariables>({ resource, variables, meta }: CreateParams<TVariables>) => {
      const name = screenName(resource, meta);
      const body = { ...asRecord(variables), ...(screenOf(name).screen.fixed ?? {}) };
      const data = await call('POST', endpointOf(name, 'create').url, { body });
      return { data: data as TData };
    },

    update: async <TData extends BaseRecord, TVariables>({ resource, id, variables, meta }: UpdateParams<TVariables>) => {
      const body = { ...asRecord(variables), version: versionOf(variables, meta) };
      const data = await call('PUT', endpointOf(screenName(resource, meta), 'update', id).url, { body });
      return { data: data as TData };
    },

    deleteOne: async <TData extends BaseRecord, TVariables>({ resource, id, variables, meta }: DeleteOneParams<TVariables>) => {
      const version = versionOf(variables, meta);
      const query: Record<string, string> = version === undefined ? {} : { version: String(version) };
      const data = await call('DELETE', endpointOf(screenName(resource, meta), 'delete', id).url, { query });
      return { data: (data ?? { id }) as TData };
    },

    custom: async <TData extends BaseRecord, TQuery, TPayload>({ url, method, payload, query, meta }: CustomParams<TQuery, TPayload>) => {
      const kind = meta?.endpoint as EndpointKind | undefined;
      const target = kind && typeof meta?.resource === 'string'
        ? endpointOf(meta.resource, kind, meta.id as BaseKey | undefined)
        : { url, method: method.toUpperCase() as ApiMethod };
      const data = await call(target.method, target.url, {
        query: Object.fromEntries(Object.entries(asRecord(query)).map(([k, v]) => [k, String(v)])),
        body: target.method === 'GET' || target.method === 'DELETE' ? undefined : payload ?? {},
        // an upload that shows its progress (the file library's): `meta.onUploadProgress(0…1)`
        ...(typeof meta?.onUploadProgress === 'function' ? { onUploadProgress: meta.onUploadProgress as (fraction: number) => void } : {}),
      });
      return { data: data as TData };
    },
  };
}
