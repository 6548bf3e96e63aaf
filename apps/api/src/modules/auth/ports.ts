import type { AccountsDirectory } from '../accounts';

/** What signing in reads of people and businesses (the accounts module's directory). */
export type AuthDirectory = Pick<
  AccountsDirectory,
  | 'actingIdentity'
  | 'activate'
  | 'findMembership'
  | 'findOrganisationById'
  | 'findUserByEmail'
  | 'findUserById'
  | 'memberIdentity'
  | 'organisationIdentity'
  | 'profilesOfUser'
>;
