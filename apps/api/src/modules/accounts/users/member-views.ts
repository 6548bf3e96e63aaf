import { FULL_ACCESS, fullName, isOwner, type TeamMember, type UserInfo } from '@harvest/domain';
import { telephoneOf } from '../profiles/profile-views';
import type { MemberRow } from './queries';

/** A row of the team list: an owner's access is full whatever is stored. */
export function teamMemberView({ profile, user }: MemberRow, businessUnitIds: string[]): TeamMember {
  return {
    profileId: profile.id,
    userId: user.id,
    name: fullName(user),
    email: user.email,
    groups: profile.groups,
    access: isOwner(profile.groups) ? FULL_ACCESS : profile.access,
    status: profile.status,
    businessUnitIds,
    isOwner: isOwner(profile.groups),
    phone: telephoneOf(user),
  };
}

/** An invited profile is 'invited'; an active one whose person never set a password is 'unactivated'. */
function statusOf({ profile, user }: MemberRow): UserInfo['status'] {
  if (profile.status === 'invited') return 'invited';
  return user.status === 'unactivated' ? 'unactivated' : 'active';
}

/** A member as the team's member page and its edits answer them. */
export function userInfoView(member: MemberRow, businessUnitIds: string[]): UserInfo {
  const { profile, user } = member;
  return {
    userId: user.id,
    profileId: profile.id,
    email: user.email,
    givenName: user.givenName,
    familyName: user.familyName,
    name: fullName(user),
    phone: telephoneOf(user),
    groups: profile.groups,
    access: isOwner(profile.groups) ? FULL_ACCESS : profile.access,
    businessUnitIds,
    status: statusOf(member),
    isOwner: isOwner(profile.groups),
    pendingEmail: user.pendingEmail,
  };
}
