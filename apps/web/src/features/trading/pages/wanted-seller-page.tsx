import type { WantedView } from '@harvest/domain';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { OffsetPagination } from '../../../ui/offset-pagination';
import { useOffsetParam } from '../../../ui/use-offset-param';
import { usePageTitle } from '../../../ui/use-page-title';
import { useWanted } from '../api/get-wanted';
import { AskToTradeModal } from '../components/ask-to-trade-modal';
import { WantedCard } from '../components/wanted-card';
import { WantedTabs } from '../components/wanted-tabs';
import { EmptyCard } from '../../../ui/empty-card';
import { QueryState } from '../../../ui/query-state';

const PAGE_SIZE = 20;

/** /trading/wanted/seller: every active wanted listing, for a seller to answer with "Ask to trade" (§2, §4). */
export function WantedSellerPage() {
  const { t } = useTranslation();
  usePageTitle(t('trading.wanted.seller.title'));
  const session = useSession();
  const canWrite = canAccess(session, 'trading.listings', 'write');
  const [offset, setOffset] = useOffsetParam();
  const wanted = useWanted({ mine: false, offset, limit: PAGE_SIZE });
  const [asking, setAsking] = useState<WantedView | null>(null);
  const items = wanted.data?.items ?? [];

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap="xs">
        <Title order={1}>{t('trading.wanted.title')}</Title>
        <Text>{t('trading.wanted.seller.intro')}</Text>
      </Stack>
      <WantedTabs value="seller" />
      <QueryState
        query={wanted}
        loadingLabel={t('trading.wanted.loading')}
        errorTitle={t('trading.wanted.loadError')}
        isEmpty={() => items.length === 0}
        empty={<EmptyCard title={t('trading.wanted.seller.empty')} hint={t('trading.wanted.seller.emptyHint')} />}
      >
        {(data) => (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {items.map((item) => (
                <WantedCard key={item.id} wanted={item}>
                  {canWrite && !item.mine && item.status === 'active' && (
                    <Group>
                      <Button onClick={() => setAsking(item)}>{t('trading.wanted.seller.ask')}</Button>
                    </Group>
                  )}
                </WantedCard>
              ))}
            </SimpleGrid>
            {data.pagination && (
              <OffsetPagination pagination={data.pagination} shown={items.length} onOffsetChange={setOffset} />
            )}
          </Stack>
        )}
      </QueryState>
      <AskToTradeModal wanted={asking} onClose={() => setAsking(null)} />
    </Stack>
  );
}
