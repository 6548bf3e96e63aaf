import { profileCardSchema, type ProfileCard } from '@harvest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { profileCardQueryKey } from './accounts-query-keys';

/** GET /api/auth/v1/profile/{profileId}: what the avatar's profile card shows of a colleague. */
export function getProfileCard(profileId: string, signal?: AbortSignal): Promise<ProfileCard> {
  return apiData('GET', `/auth/v1/profile/${encodeURIComponent(profileId)}`, {
    schema: profileCardSchema,
    signal,
  });
}

export function profileCardQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: profileCardQueryKey(profileId),
    queryFn: ({ signal }) => getProfileCard(profileId, signal),
  });
}

/** Fetched only once the card is opened. */
export function useProfileCard(profileId: string, enabled: boolean) {
  return useQuery({ ...profileCardQueryOptions(profileId), enabled });
}
