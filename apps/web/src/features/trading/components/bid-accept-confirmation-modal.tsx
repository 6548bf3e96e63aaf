import {
  formatMoney,
  kgToTonnes,
  tonnesToKg,
  tradeQuantity,
  tradeValue,
  type BidView,
  type SellerListing,
} from '@harvest/domain';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms/api-validation';
import { FormAlert } from '../../../ui/form-alert';
import { Dialog } from '../../../ui/modals/dialog';
import { NumberInput } from '../../../ui/number-input';
import { DetailList } from '../../../ui/detail-list';
import { useAcceptBid } from '../api/accept-bid';
import { formatMonth } from './format-month';
import { formatPricePerTonne, formatTonnes, formatTonnesRange } from './trading-format';

interface Props {
  bid: BidView;
  optionId: string;
  listing: Pick<SellerListing, 'quantityMinKg' | 'quantityMaxKg' | 'tradedKg' | 'remainingKg'>;
  opened: boolean;
  onClose: () => void;
  /** The trade is confirmed: the accepted offer, with its trade. */
  onAccepted: (bid: BidView) => void;
}

/**
 * Confirms the sale of one option (§4): how much (in tonnes, at most what the offer and the listing have left) and
 * whether the listing stays open for the remaining tonnage. What the API refuses (the offer expired, say) it says in
 * the spec's words, shown as they come.
 */
export function BidAcceptConfirmationModal({ bid, optionId, listing, opened, onClose, onAccepted }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('trading.seller.accept.title')}>
      {opened && (
        <AcceptForm bid={bid} optionId={optionId} listing={listing} onClose={onClose} onAccepted={onAccepted} />
      )}
    </Dialog>
  );
}

function AcceptForm({ bid, optionId, listing, onClose, onAccepted }: Omit<Props, 'opened'>) {
  const { t } = useTranslation();
  const accept = useAcceptBid();
  const option = bid.options.find((each) => each.id === optionId);
  const defaultKg = Math.min(bid.quantityMaxKg, listing.remainingKg);
  const [tonnes, setTonnes] = useState<number | ''>(kgToTonnes(Math.round(defaultKg)));
  const [keepOpen, setKeepOpen] = useState(false);
  const [issue, setIssue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!option) return <Text size="sm">{t('trading.optionNotOnBid')}</Text>;

  const quantityKg = tonnes === '' ? Number.NaN : tonnesToKg(tonnes);
  const leftAfter = Number.isFinite(quantityKg) ? Math.max(0, listing.remainingKg - quantityKg) : listing.remainingKg;

  const confirm = async () => {
    setError(null);
    if (!Number.isFinite(quantityKg)) {
      setIssue(t('validation.required'));
      return;
    }
    const checked = tradeQuantity(listing, bid, quantityKg);
    if ('issue' in checked) {
      setIssue(checked.issue.message);
      return;
    }
    setIssue(null);
    try {
      const accepted = await accept.mutateAsync({
        id: bid.id,
        optionId: option.id,
        quantityKg: checked.quantityKg,
        keepOpen: keepOpen && leftAfter > 0,
      });
      onAccepted(accepted);
    } catch (caught) {
      setError(errorMessage(caught, t('errors.somethingWentWrong')));
    }
  };

  return (
    <Stack gap="md">
      <FormAlert message={error} />
      <DetailList
        rows={[
          { label: t('trading.seller.accept.buyer'), value: `${bid.buyerOrganisationName} (${bid.buyerName})` },
          { label: t('trading.seller.accept.month'), value: formatMonth(option.month) },
          { label: t('trading.seller.accept.price'), value: formatPricePerTonne(option.pricePerUnit, bid.currency) },
          ...(option.premium
            ? [{ label: t('trading.seller.accept.premium'), value: formatPricePerTonne(option.premium, bid.currency) }]
            : []),
          {
            label: t('trading.seller.accept.offerQuantity'),
            value: formatTonnesRange(bid.quantityMinKg, bid.quantityMaxKg),
          },
          { label: t('trading.seller.accept.remaining'), value: formatTonnes(listing.remainingKg) },
        ]}
      />
      <NumberInput
        label={t('trading.seller.accept.quantity')}
        description={t('trading.seller.accept.quantityHint')}
        value={tonnes}
        onChange={(value) => setTonnes(typeof value === 'number' ? value : '')}
        decimalScale={3}
        suffix=" t"
        error={issue}
        withAsterisk
        data-autofocus
      />
      <Checkbox
        label={t('trading.seller.accept.keepOpen', { remaining: formatTonnes(leftAfter) })}
        description={t('trading.seller.accept.keepOpenHint')}
        checked={keepOpen}
        disabled={leftAfter <= 0}
        onChange={(event) => setKeepOpen(event.currentTarget.checked)}
      />
      <Text size="sm" fw={600}>
        {t('trading.seller.accept.total', {
          total: Number.isFinite(quantityKg) ? formatMoney(tradeValue({ ...option, quantityKg }), bid.currency) : '—',
        })}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('trading.seller.cancel')}
        </Button>
        <Button loading={accept.isPending} onClick={() => void confirm()}>
          {t('trading.seller.accept.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
