import type { Pagination } from '@harvest/domain';
import { apiRequest, type ApiRequestOptions, type HttpMethod } from './api-request';

type SignedInOptions<T> = Omit<ApiRequestOptions<T>, 'auth'>;

/** A call that makes no sense signed out (auth `required`), answered by its data alone: most feature endpoints. */
export async function apiData<T>(method: HttpMethod, path: string, options: SignedInOptions<T> = {}): Promise<T> {
  return (await apiRequest(method, path, { ...options, auth: 'required' })).data;
}

/** One page of a signed-in list: its items and where they stand in the whole. */
export interface ApiPage<T> {
  items: T[];
  pagination: Pagination | null;
}

/** GET a signed-in list a page at a time. */
export async function apiPage<T>(path: string, options: SignedInOptions<T[]>): Promise<ApiPage<T>> {
  const { data, pagination } = await apiRequest('GET', path, { ...options, auth: 'required' });
  return { items: data, pagination };
}
