import { Button, Group, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileCard } from '../api/get-profile-card';
import { PROFILE_CARD_AVATAR_SIZE, UserAvatar } from './avatar';
import { QueryState } from '../../../ui/query-state';

/** Spec platform §9: a popover sits 10 px from what opened it. */
const POPOVER_OFFSET = 10;

interface ProfileCardPopoverProps {
  /** The profile (membership) whose card to show: GET /auth/v1/profile/{profileId}. */
  profileId: string;
  /** The name shown until the card arrives, and in the opening button's label. */
  name: string;
  /** What opens the card; the name by default. */
  children?: ReactNode;
}

/**
 * A colleague's profile card (spec platform §2): their avatar, name and contact details,
 * with email and phone actions. Fetched only when opened.
 */
export function ProfileCardPopover({ profileId, name, children }: ProfileCardPopoverProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      offset={POPOVER_OFFSET}
      width={280}
      shadow="md"
      withArrow
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <UnstyledButton
          onClick={() => setOpened((open) => !open)}
          aria-label={t('profileCard.open', { name })}
          aria-expanded={opened}
          style={{ borderRadius: 4, textAlign: 'start' }}
        >
          {children ?? (
            <Text span size="sm" fw={600} td="underline">
              {name}
            </Text>
          )}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>{opened && <ProfileCardContent profileId={profileId} name={name} />}</Popover.Dropdown>
    </Popover>
  );
}

function ProfileCardContent({ profileId, name }: { profileId: string; name: string }) {
  const { t } = useTranslation();
  const card = useProfileCard(profileId);
  return (
    <QueryState query={card} errorTitle={t('profileCard.loadError')}>
      {({ name: cardName, email, contactNumber, avatar }) => (
        <Stack gap="sm" align="center" ta="center">
          <UserAvatar name={cardName || name} src={avatar?.clientUrl} size={PROFILE_CARD_AVATAR_SIZE} />
          <Stack gap={2}>
            <Text fw={600}>{cardName}</Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {email}
            </Text>
            {contactNumber && <Text size="sm">{contactNumber}</Text>}
          </Stack>
          <Group gap="xs" justify="center">
            <Button component="a" href={`mailto:${email}`} size="xs" variant="light">
              {t('profileCard.email')}
            </Button>
            {contactNumber && (
              <Button component="a" href={`tel:${contactNumber.replace(/[^\d+]/g, '')}`} size="xs" variant="light">
                {t('profileCard.call')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </QueryState>
  );
}
