import type { BidView } from '@harvest/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/modals/dialog';
import { formatMonth } from './format-month';
import type { DialogProps } from '../../../ui/modals/dialog-props';

/** The buyer's note on an offer, and any note on one of its prices. */
export function BuyerBidNotesModal({ bid, opened, onClose }: DialogProps<{ bid: BidView | null }>) {
  const { t } = useTranslation();
  const optionNotes = bid?.options.filter((option) => option.notes) ?? [];
  return (
    <Dialog
      opened={opened && bid !== null}
      onClose={onClose}
      title={t('trading.seller.notes.title', { buyer: bid?.buyerOrganisationName ?? '' })}
    >
      {bid && (
        <Stack gap="md">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {bid.note ?? t('trading.seller.notes.none')}
          </Text>
          {optionNotes.map((option) => (
            <Stack key={option.id} gap={2}>
              <Text size="sm" fw={600}>
                {formatMonth(option.month)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {option.notes}
              </Text>
            </Stack>
          ))}
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('common.close')}</Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
