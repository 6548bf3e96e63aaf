import { Avatar, type AvatarProps } from '@mantine/core';

/** Spec platform §9: the avatar of a profile card is 70x70. */
export const PROFILE_CARD_AVATAR_SIZE = 70;

/** The first letters of the first and last words of a name: 'Tom Harris-Smith' is TH. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

interface UserAvatarProps extends Omit<AvatarProps, 'children' | 'src' | 'alt'> {
  name: string;
  /** A picture, when the person has one; otherwise their initials. */
  src?: string | null;
}

/** A person's picture or initials. Decorative: the name always stands beside it or in its button's label. */
export function UserAvatar({ name, src, ...props }: UserAvatarProps) {
  return (
    <Avatar color="green" radius="xl" src={src ?? undefined} alt="" aria-hidden="true" {...props}>
      {initialsOf(name)}
    </Avatar>
  );
}
