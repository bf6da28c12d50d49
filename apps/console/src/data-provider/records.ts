import {
  useGetList,
  useGetOne,
  useRecordContext,
  type GetListParams,
  type GetOneParams,
  type RaRecord,
  type UseGetListOptions,
  type UseGetOneOptions,
} from 'react-admin';
import type { paths } from '@atrium/api-client';
import type { resourceConfig, ResourceName } from './resource-config';

type JsonOfGet<P> = P extends keyof paths
  ? paths[P] extends { get: { responses: { 200: { content: { 'application/json': infer J } } } } }
    ? J
    : never
  : never;

/** One record of an answer: a list's element, or the record itself. */
type RecordIn<J> = J extends readonly (infer T)[] ? T : J;

/**
 * A resource's record as the API document says its path answers (`RecordOf<'inv-items'>` is `ItemDto`): the
 * typed map from resource to DTO, so a screen names the resource it reads and never asserts a type.
 */
export type RecordOf<R extends ResourceName> = RecordIn<JsonOfGet<`/api/${(typeof resourceConfig)[R]['path']}`>> & RaRecord;

/** react-admin's `useGetOne`, typed by the resource. */
export const useRecordOf = <R extends ResourceName>(resource: R, params: Partial<GetOneParams>, options?: UseGetOneOptions<RecordOf<R>>) =>
  useGetOne<RecordOf<R>>(resource, params, options);

/** react-admin's `useGetList`, typed by the resource. */
export const useRecordsOf = <R extends ResourceName>(
  resource: R,
  params?: Partial<GetListParams>,
  options?: UseGetListOptions<RecordOf<R>>,
) => useGetList<RecordOf<R>>(resource, params, options);

/** The record of the surrounding context, typed by the resource it was read from. */
export const useRecordContextOf = <R extends ResourceName>(_resource: R): RecordOf<R> | undefined => useRecordContext<RecordOf<R>>();
