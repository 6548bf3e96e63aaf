import { postLoginPath, type Profile } from '@harvest/domain';
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { landingSubjectOf } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { sessionStore } from '../../../lib/storage/session-store';
import { usePageTitle } from '../../../ui/use-page-title';
import { AuthHeading } from '../components/auth-heading';
import classes from './organisation-page.module.css';

/** After a sign-in with several profiles, or from 'Switch organisation': which organisation to act for. */
export function OrganisationPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.organisation.title'));
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');

  if (!session.tokens || session.profiles.length === 0) return <Navigate to={paths.login(redirect)} replace />;

  const choose = (profile: Profile) => {
    sessionStore.selectProfile(profile);
    // What was loaded for another organisation must not show in this one.
    queryClient.clear();
    void navigate(postLoginPath(landingSubjectOf(sessionStore.getSnapshot()), redirect), { replace: true });
  };

  return (
    <Stack gap="lg">
      <AuthHeading title={t('auth.organisation.title')} intro={t('auth.organisation.intro')} />
      <Stack component="ul" gap="sm" p={0} m={0} className={classes.list}>
        {session.profiles.map((profile) => {
          const current = session.selectedOrganisation?.id === profile.organisation.id;
          return (
            <li key={profile.id}>
              <UnstyledButton className={classes.option} onClick={() => choose(profile)} aria-current={current}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={2}>
                    <Text fw={600}>{profile.organisation.name}</Text>
                    <Text size="sm" c="dimmed">
                      {profile.organisation.countryISO} · {profile.groups.join(', ') || profile.email}
                    </Text>
                  </Stack>
                  <Group gap={6} wrap="nowrap">
                    {current && <Badge variant="filled">{t('auth.organisation.current')}</Badge>}
                    <Badge variant="light" color={profile.organisation.vetted ? 'green' : 'gray'}>
                      {profile.organisation.vetted ? t('auth.organisation.vetted') : t('auth.organisation.notVetted')}
                    </Badge>
                  </Group>
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
