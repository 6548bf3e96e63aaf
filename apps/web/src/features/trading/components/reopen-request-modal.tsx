import { kgToTonnes, reopenRequestSchema, tonnesToKg, type BidView, type SellerListing } from '@harvest/domain';
import { Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../ui/number-input';
import { notify } from '../../../ui/notifications/notify';
import { useRequestReopen } from '../api/request-reopen';
import { formatMonth } from './format-month';
import { formatPricePerTonne, formatTonnes } from './trading-format';
import { FormModal } from '../../../ui/form-modal';
import { subjectFormDialog, useFormSend, type DoneProps } from '../../../ui/form-dialog';

interface ReopenFormProps extends DoneProps {
  bid: BidView;
  listing: Pick<SellerListing, 'remainingKg'>;
  /** The option the seller pressed "Ask to reopen" on. */
  optionId: string | null;
}

/** Asks the buyer of an expired offer to trade at its price (§4); the buyer has 2 hours to answer. */
export const ReopenRequestModal = subjectFormDialog('bid', ReopenForm, (t) => t('trading.seller.reopen.title'));

function ReopenForm({ bid, listing, optionId, onDone }: ReopenFormProps) {
  const { t } = useTranslation();
  const reopen = useRequestReopen();
  const [chosen, setChosen] = useState(optionId ?? bid.options[0]?.id ?? '');
  const [tonnes, setTonnes] = useState<number | ''>(kgToTonnes(Math.min(bid.quantityMaxKg, listing.remainingKg)));
  const [note, setNote] = useState('');
  const sending = useFormSend(async () => {
    const parsed = reopenRequestSchema.safeParse({
      optionId: chosen,
      quantityKg: tonnes === '' ? undefined : tonnesToKg(tonnes),
      note: note.trim() || null,
    });
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? t('errors.badRequest'));
    await reopen.mutateAsync({ id: bid.id, ...parsed.data });
    notify({ message: t('trading.seller.reopen.sent', { buyer: bid.buyerOrganisationName }), position: 'floating' });
    onDone();
  });

  return (
    <FormModal.Form
      {...sending}
      submitLabel={t('trading.seller.reopen.send')}
      pending={reopen.isPending}
      cancel={{ label: t('trading.seller.cancel'), onCancel: onDone }}
      intro={<Text size="sm">{t('trading.seller.reopen.intro', { buyer: bid.buyerOrganisationName })}</Text>}
    >
      <Radio.Group value={chosen} onChange={setChosen} label={t('trading.seller.reopen.option')}>
        <Stack gap="xs" mt="xs">
          {bid.options.map((option) => (
            <Radio
              key={option.id}
              value={option.id}
              label={`${formatMonth(option.month)} · ${formatPricePerTonne(option.pricePerUnit, bid.currency)}`}
            />
          ))}
        </Stack>
      </Radio.Group>
      <NumberInput
        label={t('trading.seller.accept.quantity')}
        description={t('trading.seller.reopen.quantityHint', { remaining: formatTonnes(listing.remainingKg) })}
        value={tonnes}
        onChange={(value) => setTonnes(typeof value === 'number' ? value : '')}
        decimalScale={3}
        suffix=" t"
      />
      <Textarea
        label={t('trading.seller.reopen.note')}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        maxLength={1000}
        autosize
        minRows={2}
      />
    </FormModal.Form>
  );
}
