import type { WantedView } from '@harvest/domain';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/forms/api-validation';
import { paths } from '../../../lib/paths';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { notify } from '../../../ui/notifications/notify';
import { usePageTitle } from '../../../ui/use-page-title';
import { useCloseWanted } from '../api/close-wanted';
import { WantedListings } from '../components/wanted-listings';

/** /trading/wanted: the buyer's own wanted listings, posting a new one, and closing one that is met. */
export function WantedPage() {
  const { t } = useTranslation();
  usePageTitle(t('trading.wanted.mine.title'));
  const session = useSession();
  const canWrite = canAccess(session, 'trading.bids', 'write');
  const close = useCloseWanted();
  const [closing, setClosing] = useState<WantedView | null>(null);
  const [closeError, setCloseError] = useState<string | null>(null);

  return (
    <WantedListings
      mine
      intro={t('trading.wanted.mine.intro')}
      actions={
        canWrite && (
          <Group>
            <Button component={Link} to={paths.newWanted}>
              {t('trading.wanted.mine.new')}
            </Button>
          </Group>
        )
      }
      empty={{ title: t('trading.wanted.mine.empty'), hint: t('trading.wanted.mine.emptyHint') }}
      cardAction={(item) =>
        canWrite &&
        item.status === 'active' && (
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
        )
      }
    >
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
    </WantedListings>
  );
}
