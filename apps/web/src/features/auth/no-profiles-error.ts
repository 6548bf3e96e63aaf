/** A sign-in answered with no profile: the account belongs to no organisation. */
export class NoProfilesError extends Error {
  override readonly name = 'NoProfilesError';
}
