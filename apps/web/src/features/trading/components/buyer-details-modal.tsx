import type { BidView } from '@harvest/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { DetailList } from '../../../ui/detail-list';
import { Dialog } from '../../../ui/modals/dialog';
import { useModals } from '../../../ui/modals/use-modals';
import type { DialogProps } from '../../../ui/modals/dialog-props';

/** Who made an offer (§3: the buyer's name is always shown to the seller), and what being verified means. */
export function BuyerDetailsModal({ bid, opened, onClose }: DialogProps<{ bid: BidView | null }>) {
  const { t } = useTranslation();
  const modals = useModals();
  return (
    <Dialog opened={opened && bid !== null} onClose={onClose} title={t('trading.seller.buyer.title')}>
      {bid && (
        <Stack gap="md">
          <DetailList
            rows={[
              { label: t('trading.seller.buyer.organisation'), value: bid.buyerOrganisationName },
              { label: t('trading.seller.buyer.name'), value: bid.buyerName },
              { label: t('trading.seller.buyer.status'), value: t('trading.seller.buyer.verified') },
              { label: t('trading.seller.buyer.sent'), value: formatDateTime(bid.createdAt) },
              ...(bid.revision > 1
                ? [{ label: t('trading.seller.buyer.updated'), value: formatDateTime(bid.updatedAt) }]
                : []),
            ]}
          />
          <Text size="sm">{t('trading.seller.buyer.contactHint')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => modals.swap('buyer-details', 'verified-buyer')}>
              {t('trading.seller.buyer.whatVerified')}
            </Button>
            <Button onClick={onClose}>{t('common.close')}</Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
