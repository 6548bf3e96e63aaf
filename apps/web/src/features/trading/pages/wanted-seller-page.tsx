import type { WantedView } from '@harvest/domain';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../ui/use-page-title';
import { AskToTradeModal } from '../components/ask-to-trade-modal';
import { WantedListings } from '../components/wanted-listings';

/** /trading/wanted/seller: every active wanted listing, for a seller to answer with "Ask to trade" (§2, §4). */
export function WantedSellerPage() {
  const { t } = useTranslation();
  usePageTitle(t('trading.wanted.seller.title'));
  const session = useSession();
  const canWrite = canAccess(session, 'trading.listings', 'write');
  const [asking, setAsking] = useState<WantedView | null>(null);

  return (
    <WantedListings
      mine={false}
      intro={t('trading.wanted.seller.intro')}
      empty={{ title: t('trading.wanted.seller.empty'), hint: t('trading.wanted.seller.emptyHint') }}
      cardAction={(item) =>
        canWrite &&
        !item.mine &&
        item.status === 'active' && (
          <Group>
            <Button onClick={() => setAsking(item)}>{t('trading.wanted.seller.ask')}</Button>
          </Group>
        )
      }
    >
      <AskToTradeModal wanted={asking} onClose={() => setAsking(null)} />
    </WantedListings>
  );
}
