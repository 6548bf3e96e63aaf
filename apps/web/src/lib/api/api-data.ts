import { PAGE_SIZE_DEFAULT, type Pagination } from '@harvest/domain';
import { apiRequest, type ApiRequestOptions, type HttpMethod } from './api-request';

/** One page of a list, and where it stands among the rest. */
export interface Page<T> {
  items: T[];
  pagination: Pagination | null;
}

/** A call whose reply matters only for its data; signed in (auth `required`) unless the caller says otherwise. */
export async function apiData<T>(method: HttpMethod, path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { data } = await apiRequest(method, path, { auth: 'required', ...options });
  return data;
}

/** GET one page of a list; signed in unless the caller says otherwise. */
export async function apiPage<T>(path: string, options: ApiRequestOptions<T[]> = {}): Promise<Page<T>> {
  const { data, pagination } = await apiRequest('GET', path, { auth: 'required', ...options });
  return { items: data, pagination };
}

/** GET one page of PAGE_SIZE_DEFAULT from `offset`; any other query values are the list's filters. */
export function apiPageFrom<T>(
  path: string,
  { offset, ...filters }: { offset: number } & NonNullable<ApiRequestOptions<T[]>['query']>,
  options: Omit<ApiRequestOptions<T[]>, 'query'> = {},
): Promise<Page<T>> {
  return apiPage(path, { ...options, query: { offset, limit: PAGE_SIZE_DEFAULT, ...filters } });
}

/** A change's data and the API's own message about it ('Invitation sent'), which the screen shows as it is. */
export interface ApiReply<T> {
  data: T;
  message: string;
}

/** A call whose reply's message is shown beside its data; signed in unless the caller says otherwise. */
export async function apiReply<T>(
  method: HttpMethod,
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<ApiReply<T>> {
  const { data, message } = await apiRequest(method, path, { auth: 'required', ...options });
  return { data, message };
}

/** A call whose reply is only its message. */
export async function apiMessage(method: HttpMethod, path: string, options: ApiRequestOptions<unknown> = {}) {
  return (await apiReply(method, path, options)).message;
}
