import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../ui/use-page-title';
import { HealthCard } from '../components/health-card';

const LINKS_TITLE_ID = 'developer-links-title';

/** The home page until sign-in arrives: what Harvest is, and whether its API is well. */
export function StatusPage() {
  const { t } = useTranslation();
  usePageTitle(t('platform.title'));

  return (
    <Stack gap="xl" maw={880}>
      <Stack gap="xs">
        <Title order={1}>{t('app.name')}</Title>
        <Text size="lg">{t('platform.intro')}</Text>
      </Stack>
      <HealthCard />
      <section aria-labelledby={LINKS_TITLE_ID}>
        <Title order={2} size="h3" id={LINKS_TITLE_ID} mb="md">
          {t('platform.linksTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Card withBorder padding="lg">
            {/* A plain link: the docs are served by the API, outside this app's router. */}
            <Anchor href={paths.apiDocs} fw={600}>
              {t('platform.apiDocs')}
            </Anchor>
            <Text size="sm" mt={4}>
              {t('platform.apiDocsDescription')}
            </Text>
          </Card>
          <Card withBorder padding="lg">
            <Anchor component={Link} to={paths.devMailbox} fw={600}>
              {t('platform.mailbox')}
            </Anchor>
            <Text size="sm" mt={4}>
              {t('platform.mailboxDescription')}
            </Text>
          </Card>
        </SimpleGrid>
      </section>
    </Stack>
  );
}
