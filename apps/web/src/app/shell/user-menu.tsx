import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROFILE_CARD_AVATAR_SIZE, UserAvatar } from '../../features/accounts/components/avatar';
import { useKeptSaveCount } from '../../lib/offline/waiting-saves';
import { paths } from '../../lib/paths';
import { isAuthenticated } from '../../lib/session/session-selectors';
import { useSession } from '../../lib/session/use-session';
import { DropdownMenu } from '../../ui/dropdown-menu';

/** The header's account menu: who is signed in and for which organisation, and the way out. */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const profile = session.profile;
  const kept = useKeptSaveCount();

  if (!isAuthenticated(session) || !profile) {
    return (
      <Button component={Link} to={paths.login()} variant="default" size="sm">
        {t('shell.signIn')}
      </Button>
    );
  }

  const canSwitch = session.profiles.length > 1 && !session.impersonation;
  return (
    <DropdownMenu position="bottom-end" width={280} withinPortal>
      <DropdownMenu.Target>
        <UnstyledButton aria-label={t('shell.userMenu', { name: profile.name })} style={{ borderRadius: 8 }} p={4}>
          <Group gap="xs" wrap="nowrap">
            <UserAvatar name={`${profile.givenName} ${profile.familyName}`} size="md" />
            <Stack gap={0} visibleFrom="sm" maw={200}>
              <Text size="sm" fw={600} truncate>
                {profile.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {profile.organisation.name}
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
      </DropdownMenu.Target>
      <DropdownMenu.Dropdown>
        {/* The profile card of oneself (spec platform §2: avatar 70x70). */}
        <DropdownMenu.Label>
          <Group gap="sm" wrap="nowrap">
            <UserAvatar name={`${profile.givenName} ${profile.familyName}`} size={PROFILE_CARD_AVATAR_SIZE} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} c="dark" truncate>
                {profile.name}
              </Text>
              <Text size="xs" truncate>
                {profile.email}
              </Text>
              <Text size="xs" truncate>
                {profile.organisation.name}
              </Text>
            </Stack>
          </Group>
        </DropdownMenu.Label>
        <DropdownMenu.Divider />
        <DropdownMenu.Item component={Link} to={paths.account}>
          {t('shell.yourAccount')}
        </DropdownMenu.Item>
        {canSwitch && (
          <DropdownMenu.Item component={Link} to={paths.organisation()}>
            {t('shell.switchOrganisation')}
          </DropdownMenu.Item>
        )}
        {kept > 0 && (
          // Said before signing out: the saves stay for this person, not sent or seen by whoever signs in next.
          <DropdownMenu.Label>
            <Text size="xs" c="dark" data-kept-saves={kept}>
              {t('keptSaveDetails.signOutWarning', { count: kept })}
            </Text>
          </DropdownMenu.Label>
        )}
        <DropdownMenu.Item component={Link} to={paths.logout}>
          {t('shell.signOut')}
        </DropdownMenu.Item>
      </DropdownMenu.Dropdown>
    </DropdownMenu>
  );
}
