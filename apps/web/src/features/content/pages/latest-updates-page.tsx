import type { LatestUpdate } from '@harvest/domain';
import { Anchor, Group, Image, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { httpsImageUrl } from '../../../lib/rich-text/image-url';
import { RichText } from '../../../lib/rich-text/rich-text';
import { StatusIcon } from '../../../ui/icons/status-icon';
import { PagedQueryState } from '../../../ui/paged-query-state';
import { useOffsetParam } from '../../../ui/use-offset-param';
import { usePageTitle } from '../../../ui/use-page-title';
import { useLatestUpdates } from '../api/get-latest-updates';
import { PublishedDate } from '../components/published-date';
import { PageHeading } from '../../../ui/page-heading';

function UpdateItem({ update }: { update: LatestUpdate }) {
  const image = httpsImageUrl(update.imageUrl);
  return (
    <Paper component="article" withBorder p="md" aria-labelledby={`update-${update.id}`}>
      <Group align="flex-start" gap="md" wrap="wrap">
        {image && (
          <Image src={image} alt={update.imageAlt} radius="sm" w={{ base: '100%', xs: 200 }} h={130} fit="cover" />
        )}
        <Stack gap={6} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Title order={2} size="h4" id={`update-${update.id}`}>
            <Anchor component={Link} to={paths.latestUpdate(update.slug)} inherit>
              {update.title}
            </Anchor>
          </Title>
          {update.publishedAt && <PublishedDate iso={update.publishedAt} />}
          <RichText markdown={update.summary} />
        </Stack>
      </Group>
    </Paper>
  );
}

/** /help-centre/latest-updates: the published updates for the reader, newest first (trading §2). */
export function LatestUpdatesPage() {
  const { t } = useTranslation();
  usePageTitle(t('content.latestUpdates.title'));
  const [offset, setOffset] = useOffsetParam();
  const updates = useLatestUpdates(offset);

  return (
    <Stack gap="lg" maw={960}>
      <PageHeading title={t('content.latestUpdates.title')} intro={t('content.latestUpdates.intro')} />
      <PagedQueryState
        query={updates}
        errorTitle={t('content.latestUpdates.loadError')}
        empty={{
          icon: StatusIcon,
          title: t('content.latestUpdates.empty'),
          hint: t('content.latestUpdates.emptyHint'),
        }}
        onOffsetChange={setOffset}
      >
        {(items) => items.map((update) => <UpdateItem key={update.id} update={update} />)}
      </PagedQueryState>
    </Stack>
  );
}
