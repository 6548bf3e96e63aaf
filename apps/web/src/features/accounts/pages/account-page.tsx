import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { ErrorState } from '../../../ui/error-state';
import { LoadingState } from '../../../ui/loading-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { useMe } from '../api/get-me';
import { PROFILE_CARD_AVATAR_SIZE, UserAvatar } from '../components/avatar';
import { ChangePasswordForm } from '../components/change-password-form';
import { EmailChangeForm } from '../components/email-change-form';
import { EmailChangeVerification } from '../components/email-change-verification';
import { NotificationPreferencesForm } from '../components/notification-preferences-form';
import { ProfileDetailsForm } from '../components/profile-details-form';
import { landsWithNothingElse, TodayCard } from '../components/today-card';
import { UnitPreferencesForm } from '../components/unit-preferences-form';
import { DetailList } from '../../../ui/detail-list';
import { SectionCard } from '../../../ui/section-card';

const PROFILE_TITLE_ID = 'account-profile-title';
const BUSINESS_TITLE_ID = 'account-business-title';

/**
 * Account management: who is signed in, their name, phone and email, how they are
 * notified, the units they read quantities in, and their password. The email-change link lands here (`?verifyUpdate=`).
 */
export function AccountPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.title'));
  const me = useMe();
  // The stored profile shows at once; the fresh one replaces it when it arrives.
  const session = useSession();
  const { profile, impersonation } = session;

  return (
    <Stack gap="xl" maw={880}>
      <Title order={1}>{t('account.title')}</Title>
      {profile && !impersonation && <EmailChangeVerification userId={profile.userId} />}
      {landsWithNothingElse(session) && <TodayCard session={session} />}
      <Card withBorder padding="lg" component="section" aria-labelledby={PROFILE_TITLE_ID}>
        <Group gap="md" mb="md" wrap="nowrap">
          {profile && <UserAvatar name={profile.name} size={PROFILE_CARD_AVATAR_SIZE} />}
          <Title order={2} size="h3" id={PROFILE_TITLE_ID}>
            {t('account.profileTitle')}
          </Title>
        </Group>
        {profile ? (
          <DetailList
            labelWidth="8rem"
            rows={[
              { label: t('account.name'), value: profile.name },
              { label: t('account.email'), value: profile.email },
              {
                label: t('account.phone'),
                value: profile.phone ? `${profile.phone.callingCode} ${profile.phone.number}` : t('account.noPhone'),
              },
              { label: t('account.organisation'), value: profile.organisation.name },
              {
                label: t('account.businessUnits'),
                value: <BadgeList values={profile.businessUnits.map((unit) => unit.name)} empty={t('account.none')} />,
              },
              { label: t('account.groups'), value: <BadgeList values={profile.groups} empty={t('account.none')} /> },
              { label: t('account.roles'), value: <BadgeList values={profile.roles} empty={t('account.none')} /> },
            ]}
          />
        ) : me.isError ? (
          <ErrorState
            title={t('errors.somethingWentWrong')}
            message={me.error.message}
            onRetry={() => void me.refetch()}
            retrying={me.isFetching}
          />
        ) : (
          <LoadingState />
        )}
        {profile && me.isError && (
          <Text size="sm" c="red.8" mt="sm" role="alert">
            {me.error.message}
          </Text>
        )}
      </Card>
      {/* Name, email and notifications are the person's own to change, not an impersonating administrator's. */}
      {profile && !impersonation && (
        <>
          <SectionCard title={t('account.detailsTitle')}>
            {/* Keyed by the fresh profile, so the form starts from what the server holds. */}
            <ProfileDetailsForm key={`${profile.id}:${profile.name}`} profile={profile} />
          </SectionCard>
          <SectionCard title={t('account.emailTitle')}>
            <EmailChangeForm profile={profile} />
          </SectionCard>
          <SectionCard title={t('account.notificationsTitle')}>
            <NotificationPreferencesForm />
            <Anchor component={Link} to={paths.marketingPreferences(paths.account)} fw={600} mt="md">
              {t('onboarding.marketingPreferences.link')}
            </Anchor>
          </SectionCard>
          <SectionCard title={t('account.unitsTitle')}>
            <UnitPreferencesForm />
          </SectionCard>
        </>
      )}
      {canAccess(session, 'account.business') && (
        <Card withBorder padding="lg" component="section" aria-labelledby={BUSINESS_TITLE_ID}>
          <Title order={2} size="h3" id={BUSINESS_TITLE_ID} mb="xs">
            {t('account.businessTitle')}
          </Title>
          <Text size="sm" mb="sm">
            {t('account.businessHint')}
          </Text>
          <Anchor component={Link} to={paths.businessSetup} fw={600}>
            {t('account.businessLink')}
          </Anchor>
        </Card>
      )}
      {/* The password belongs to the administrator, not to whoever they are impersonating. */}
      {!impersonation && (
        <SectionCard title={t('account.changePasswordTitle')}>
          <ChangePasswordForm />
        </SectionCard>
      )}
    </Stack>
  );
}

function BadgeList({ values, empty }: { values: readonly string[]; empty: string }) {
  if (values.length === 0) return <Text size="sm">{empty}</Text>;
  return (
    <Group gap={6}>
      {values.map((value) => (
        <Badge key={value} variant="light">
          {value}
        </Badge>
      ))}
    </Group>
  );
}
