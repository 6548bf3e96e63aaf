import type { LatestUpdate } from '@harvest/domain';
import { Anchor, EmptyState, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { httpsImageUrl } from '../../../lib/rich-text/image-url';
import { RichText } from '../../../lib/rich-text/rich-text';
import { ErrorState } from '../../../ui/error-state';
import { StatusIcon } from '../../../ui/icons/status-icon';
import { LoadingState } from '../../../ui/loading-state';
import { OffsetPagination } from '../../../ui/offset-pagination';
import { useOffsetParam } from '../../../ui/use-offset-param';
import { usePageTitle } from '../../../ui/use-page-title';
import { useLatestUpdates } from '../api/get-latest-updates';
import { PublishedDate } from '../components/published-date';

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
      <Stack gap="xs">
        <Title order={1}>{t('content.latestUpdates.title')}</Title>
        <Text>{t('content.latestUpdates.intro')}</Text>
      </Stack>
      {updates.isPending ? (
        <LoadingState />
      ) : updates.isError ? (
        <ErrorState
          title={t('content.latestUpdates.loadError')}
          message={updates.error.message}
          onRetry={() => void updates.refetch()}
          retrying={updates.isFetching}
        />
      ) : updates.data.items.length === 0 ? (
        <EmptyState icon={<StatusIcon size={32} />} withIndicatorBackground py="xl">
          <EmptyState.Title order={2}>{t('content.latestUpdates.empty')}</EmptyState.Title>
          <EmptyState.Description>{t('content.latestUpdates.emptyHint')}</EmptyState.Description>
        </EmptyState>
      ) : (
        <Stack gap="md" aria-busy={updates.isPlaceholderData}>
          {updates.data.items.map((update) => (
            <UpdateItem key={update.id} update={update} />
          ))}
          {updates.data.pagination && (
            <OffsetPagination
              pagination={updates.data.pagination}
              shown={updates.data.items.length}
              onOffsetChange={setOffset}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
