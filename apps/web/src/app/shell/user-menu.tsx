import { Button, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROFILE_CARD_AVATAR_SIZE, UserAvatar } from '../../features/accounts/components/avatar';
import { paths } from '../../lib/paths';
import { isAuthenticated } from '../../lib/session/session-selectors';
import { useSession } from '../../lib/session/use-session';

/** The header's account menu: who is signed in and for which organisation, and the way out. */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const profile = session.profile;

  if (!isAuthenticated(session) || !profile) {
    return (
      <Button component={Link} to={paths.login()} variant="default" size="sm">
        {t('shell.signIn')}
      </Button>
    );
  }

  const canSwitch = session.profiles.length > 1 && !session.impersonation;
  return (
    <Menu position="bottom-end" width={280} withinPortal>
      <Menu.Target>
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
      </Menu.Target>
      <Menu.Dropdown>
        {/* The profile card of oneself (spec platform §2: avatar 70x70). */}
        <Menu.Label>
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
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.account}>
          {t('shell.yourAccount')}
        </Menu.Item>
        {canSwitch && (
          <Menu.Item component={Link} to={paths.organisation()}>
            {t('shell.switchOrganisation')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={paths.logout}>
          {t('shell.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
