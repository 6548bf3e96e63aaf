import { profileCardSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { profileCardQueryKey } from './accounts-query-keys';

/** GET /api/auth/v1/profile/{profileId}: what the avatar's profile card shows of a colleague. */
export const profileCardQuery = apiGetQuery({
  key: profileCardQueryKey,
  path: (profileId: string) => `/auth/v1/profile/${encodeURIComponent(profileId)}`,
  schema: profileCardSchema,
});

export const useProfileCard = (profileId: string) => profileCardQuery.useQuery(profileId);
