import { AVATAR_SIZES_PX, PROFILE_CARD_AVATAR_SIZE_PX, type AvatarSize, type Presence } from '@harvest/domain';
import { Avatar, Box, type AvatarProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec platform §9: the avatar of a profile card is 70x70. */
export const PROFILE_CARD_AVATAR_SIZE = PROFILE_CARD_AVATAR_SIZE_PX;

/** The first letters of the first and last words of a name: 'Tom Harris-Smith' is TH. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The spec's sizes xs to 2xl, or pixels. */
export function avatarSizePx(size: AvatarSize | number): number {
  return typeof size === 'number' ? size : AVATAR_SIZES_PX[size];
}

interface UserAvatarProps extends Omit<AvatarProps, 'children' | 'src' | 'alt' | 'size'> {
  name: string;
  /** A picture, when the person has one; otherwise their initials. */
  src?: string | null;
  /** xs to 2xl, or pixels; 70x70 (the profile card's) by default. */
  size?: AvatarSize | number;
  /** Whether the person is online, busy or away, shown as a marked dot with its name for screen readers. */
  presence?: Presence;
}

/**
 * A person's picture or initials. The picture is decorative: the name always stands beside it
 * or in its button's label. A presence, when given, is not: it has its own accessible name.
 */
export function UserAvatar({ name, src, size = PROFILE_CARD_AVATAR_SIZE, presence, ...props }: UserAvatarProps) {
  const px = avatarSizePx(size);
  const avatar = (
    <Avatar color="green" radius="xl" src={src ?? undefined} alt="" aria-hidden="true" size={px} {...props}>
      {initialsOf(name)}
    </Avatar>
  );
  if (!presence) return avatar;
  return (
    <Box component="span" pos="relative" display="inline-block" style={{ lineHeight: 0 }}>
      {avatar}
      <PresenceDot presence={presence} sizePx={Math.max(8, Math.round(px * 0.28))} />
    </Box>
  );
}

/** Told apart by shape as well as colour: a filled dot, a dot with a bar, a ring. */
const PRESENCE_STYLES: Record<Presence, CSSProperties> = {
  ONLINE: { background: 'var(--mantine-color-green-7)' },
  BUSY: {
    background:
      'linear-gradient(var(--mantine-color-red-7) 0 40%, var(--mantine-color-white) 40% 60%, var(--mantine-color-red-7) 60%)',
  },
  AWAY: { background: 'var(--mantine-color-white)', boxShadow: 'inset 0 0 0 2px var(--mantine-color-yellow-8)' },
};

function PresenceDot({ presence, sizePx }: { presence: Presence; sizePx: number }) {
  const { t } = useTranslation();
  const label = t(`presence.${presence}`);
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      data-presence={presence}
      pos="absolute"
      right={0}
      bottom={0}
      w={sizePx}
      h={sizePx}
      style={{
        borderRadius: '50%',
        border: '2px solid var(--mantine-color-body)',
        boxSizing: 'content-box',
        ...PRESENCE_STYLES[presence],
      }}
    />
  );
}
