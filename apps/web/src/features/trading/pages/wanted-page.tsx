import type { WantedView } from '@harvest/domain';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/forms/api-validation';
import { paths } from '../../../lib/paths';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { notify } from '../../../ui/notifications/notify';
import { OffsetPagination } from '../../../ui/offset-pagination';
import { useOffsetParam } from '../../../ui/use-offset-param';
import { usePageTitle } from '../../../ui/use-page-title';
import { useWanted } from '../api/get-wanted';
import { useCloseWanted } from '../api/close-wanted';
import { WantedCard } from '../components/wanted-card';
import { WantedTabs } from '../components/wanted-tabs';
import { EmptyCard } from '../../../ui/empty-card';
import { QueryState } from '../../../ui/query-state';

const PAGE_SIZE = 20;

/** /trading/wanted: the buyer's own wanted listings, posting a new one, and closing one that is met. */
export function WantedPage() {
  const { t } = useTranslation();
  usePageTitle(t('trading.wanted.mine.title'));
  const session = useSession();
  const canWrite = canAccess(session, 'trading.bids', 'write');
  const [offset, setOffset] = useOffsetParam();
  const wanted = useWanted({ mine: true, offset, limit: PAGE_SIZE });
  const close = useCloseWanted();
  const [closing, setClosing] = useState<WantedView | null>(null);
  const [closeError, setCloseError] = useState<string | null>(null);
  const items = wanted.data?.items ?? [];

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap="xs">
        <Title order={1}>{t('trading.wanted.title')}</Title>
        <Text>{t('trading.wanted.mine.intro')}</Text>
      </Stack>
      <WantedTabs value="mine" />
      {canWrite && (
        <Group>
          <Button component={Link} to={paths.newWanted}>
            {t('trading.wanted.mine.new')}
          </Button>
        </Group>
      )}
      <QueryState
        query={wanted}
        loadingLabel={t('trading.wanted.loading')}
        errorTitle={t('trading.wanted.loadError')}
        isEmpty={() => items.length === 0}
        empty={<EmptyCard title={t('trading.wanted.mine.empty')} hint={t('trading.wanted.mine.emptyHint')} />}
      >
        {(data) => (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {items.map((item) => (
                <WantedCard key={item.id} wanted={item}>
                  {canWrite && item.status === 'active' && (
                    <Group>
                      <Button
                        variant="default"
                        onClick={() => {
                          setCloseError(null);
                          setClosing(item);
                        }}
                      >
                        {t('trading.wanted.mine.close')}
                      </Button>
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
      <ConfirmModal
        opened={closing !== null}
        onClose={() => setClosing(null)}
        title={t('trading.wanted.mine.closeTitle')}
        error={closeError}
        errorTitle={t('trading.wanted.mine.closeFailed')}
        keepLabel={t('trading.wanted.mine.keep')}
        confirmLabel={t('trading.wanted.mine.close')}
        confirmColour="red"
        confirming={close.isPending}
        onConfirm={() => {
          if (!closing) return;
          close.mutate(closing.id, {
            onSuccess: () => {
              notify({ message: t('trading.wanted.mine.closed'), position: 'floating' });
              setClosing(null);
            },
            onError: (error) => setCloseError(errorMessage(error, t('trading.buyer.bid.failed'))),
          });
        }}
      >
        <Text size="sm">{t('trading.wanted.mine.closeBody')}</Text>
      </ConfirmModal>
    </Stack>
  );
}
