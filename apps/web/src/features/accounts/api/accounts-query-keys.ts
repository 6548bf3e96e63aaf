/** Every accounts query sits under this key: a change to the team's rights or the business's owner refreshes them all. */
export const ACCOUNTS_QUERY_KEY = ['accounts'] as const;

export const meQueryKey = [...ACCOUNTS_QUERY_KEY, 'me'] as const;
export const userQueryKey = (userId: string) => [...ACCOUNTS_QUERY_KEY, 'users', userId] as const;
export const groupsQueryKey = [...ACCOUNTS_QUERY_KEY, 'groups'] as const;
export const organisationQueryKey = (id: string) => [...ACCOUNTS_QUERY_KEY, 'organisations', id] as const;
export const businessUnitsQueryKey = (organisationId: string) =>
  [...ACCOUNTS_QUERY_KEY, 'business-units', organisationId] as const;
export const businessUnitSummaryQueryKey = (id: string) =>
  [...ACCOUNTS_QUERY_KEY, 'business-unit-summary', id] as const;
export const profileCardQueryKey = (profileId: string) => [...ACCOUNTS_QUERY_KEY, 'profile-card', profileId] as const;
export const teamMembersQueryKey = [...ACCOUNTS_QUERY_KEY, 'team', 'members'] as const;
export const invitesQueryKey = [...ACCOUNTS_QUERY_KEY, 'team', 'invites'] as const;
