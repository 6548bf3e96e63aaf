import type { NewsItem } from '@harvest/domain';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { EmptyListState } from '../../../ui/empty-list-state';
import { NewsIcon } from '../../../ui/icons/news-icon';
import { QueryState } from '../../../ui/query-state';
import { useNewsFeed } from '../api/get-news-feed';

function NewsCard({ item }: { item: NewsItem }) {
  const { t } = useTranslation();
  // The platform's own updates are named as ours, whatever the API calls its source.
  const source = item.kind === 'update' ? t('market.updates.news.platformSource') : item.source;
  return (
    <Card withBorder padding="md" component="li">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          {item.kind === 'update' && (
            <Badge variant="light" size="sm">
              {t('market.updates.news.updateBadge')}
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            {t('market.updates.news.sourceAndDate', { source, date: formatDateTime(item.publishedAt) })}
          </Text>
        </Group>
        <Text fw={600} component="h3" m={0} style={{ overflowWrap: 'anywhere' }}>
          {item.url ? (
            <Anchor href={item.url} target="_blank" rel="noopener noreferrer" inherit>
              {item.title}
            </Anchor>
          ) : (
            item.title
          )}
        </Text>
        {item.summary && (
          <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            {item.summary}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The market news (trading §2 'Market news and articles', §7 GET /trading/news-feed): the configured feeds' items and
 * the platform's market updates, newest first; titles link out to where they were published.
 */
export function MarketNews() {
  const { t } = useTranslation();
  const news = useNewsFeed();
  return (
    <Stack gap="sm" component="section" aria-labelledby="market-news-title">
      <Title order={2} id="market-news-title">
        {t('market.updates.news.title')}
      </Title>
      <QueryState
        query={news}
        loadingLabel={t('market.updates.news.loading')}
        errorTitle={t('market.updates.news.loadError')}
        empty={
          <EmptyListState
            icon={NewsIcon}
            order={3}
            title={t('market.updates.news.empty')}
            hint={t('market.updates.news.emptyHint')}
          />
        }
      >
        {(items) => (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <NewsCard key={`${item.kind}-${item.id}`} item={item} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
