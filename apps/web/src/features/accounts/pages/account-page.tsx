import { Badge, Card, DataList, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session';
import { ErrorState } from '../../../ui/error-state';
import { LoadingState } from '../../../ui/loading-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { useMe } from '../api/get-me';
import { ChangePasswordForm } from '../components/change-password-form';

const PROFILE_TITLE_ID = 'account-profile-title';
const PASSWORD_TITLE_ID = 'account-password-title';

/** Account management: who is signed in, and their password. Later issues add the rest. */
export function AccountPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.title'));
  const me = useMe();
  // The stored profile shows at once; the fresh one replaces it when it arrives.
  const { profile, impersonation } = useSession();

  return (
    <Stack gap="xl" maw={880}>
      <Title order={1}>{t('account.title')}</Title>
      <Card withBorder padding="lg" component="section" aria-labelledby={PROFILE_TITLE_ID}>
        <Title order={2} size="h3" id={PROFILE_TITLE_ID} mb="md">
          {t('account.profileTitle')}
        </Title>
        {profile ? (
          <DataList size="sm" labelWidth="8rem">
            <DataList.Item>
              <DataList.ItemLabel>{t('account.name')}</DataList.ItemLabel>
              <DataList.ItemValue>{profile.name}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('account.email')}</DataList.ItemLabel>
              <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{profile.email}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('account.phone')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {profile.phone ? `${profile.phone.callingCode} ${profile.phone.number}` : t('account.noPhone')}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('account.organisation')}</DataList.ItemLabel>
              <DataList.ItemValue>{profile.organisation.name}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('account.groups')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <BadgeList values={profile.groups} empty={t('account.none')} />
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('account.roles')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <BadgeList values={profile.roles} empty={t('account.none')} />
              </DataList.ItemValue>
            </DataList.Item>
          </DataList>
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
      {/* The password belongs to the administrator, not to whoever they are impersonating. */}
      {!impersonation && (
        <Card withBorder padding="lg" component="section" aria-labelledby={PASSWORD_TITLE_ID}>
          <Title order={2} size="h3" id={PASSWORD_TITLE_ID} mb="md">
            {t('account.changePasswordTitle')}
          </Title>
          <ChangePasswordForm />
        </Card>
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
