import type { WantedView } from '@harvest/domain';
import { SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyCard } from '../../../ui/empty-card';
import { OffsetPagination } from '../../../ui/offset-pagination';
import { QueryState } from '../../../ui/query-state';
import { useOffsetParam } from '../../../ui/use-offset-param';
import { useWanted } from '../api/get-wanted';
import { WantedCard } from './wanted-card';
import { WantedTabs } from './wanted-tabs';
import { PageHeading } from '../../../ui/page-heading';

const PAGE_SIZE = 20;

interface WantedListingsProps {
  /** The buyer's own wanted listings, or every active one (for sellers to answer). */
  mine: boolean;
  intro: string;
  /** Between the tabs and the list: what the person may start from here. */
  actions?: ReactNode;
  empty: { title: string; hint: string };
  /** What a card lets the person do with its listing. */
  cardAction: (wanted: WantedView) => ReactNode;
  /** The dialogs the cards open. */
  children?: ReactNode;
}

/** A wanted tab's page: its heading and tabs, then the wanted listings as cards, a page at a time. */
export function WantedListings({ mine, intro, actions, empty, cardAction, children }: WantedListingsProps) {
  const { t } = useTranslation();
  const [offset, setOffset] = useOffsetParam();
  const wanted = useWanted({ mine, offset, limit: PAGE_SIZE });
  const items = wanted.data?.items ?? [];

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeading title={t('trading.wanted.title')} intro={intro} />
      <WantedTabs value={mine ? 'mine' : 'seller'} />
      {actions}
      <QueryState
        query={wanted}
        loadingLabel={t('trading.wanted.loading')}
        errorTitle={t('trading.wanted.loadError')}
        isEmpty={() => items.length === 0}
        empty={<EmptyCard title={empty.title} hint={empty.hint} />}
      >
        {(data) => (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {items.map((item) => (
                <WantedCard key={item.id} wanted={item}>
                  {cardAction(item)}
                </WantedCard>
              ))}
            </SimpleGrid>
            {data.pagination && (
              <OffsetPagination pagination={data.pagination} shown={items.length} onOffsetChange={setOffset} />
            )}
          </Stack>
        )}
      </QueryState>
      {children}
    </Stack>
  );
}
