import { majorToMinor, quotePriceSchema, QUOTE_NOTE_MAX, type QuoteRequestView } from '@harvest/domain';
import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../ui/form-modal';
import { subjectFormDialog, useFormSend, type DoneProps } from '../../../ui/form-dialog';
import { MoneyInput } from '../../../ui/number-input';
import { notify } from '../../../ui/notifications/notify';
import { useSubmitQuote } from '../api/submit-quote';

/** The carrier's price for a job (again, while the organiser decides), with a note. */
export const QuotePriceModal = subjectFormDialog('quote', QuotePriceForm, (t, { quote }) =>
  t('quotes.priceForm.title', { reference: quote?.jobReference ?? '' }),
);

function QuotePriceForm({ quote, onDone }: DoneProps & { quote: QuoteRequestView }) {
  const { t } = useTranslation();
  const submit = useSubmitQuote();
  const [pounds, setPounds] = useState<number | string>(quote.priceMinor === null ? '' : quote.priceMinor / 100);
  const [note, setNote] = useState(quote.note ?? '');
  const [priceError, setPriceError] = useState<string | null>(null);
  const sending = useFormSend(async () => {
    // The input hands over a string while it keeps a trailing zero ('485.50').
    const major = typeof pounds === 'number' ? pounds : pounds.trim() === '' ? Number.NaN : Number(pounds);
    if (!Number.isFinite(major)) {
      setPriceError(t('quotes.priceForm.required'));
      return;
    }
    const priceMinor = majorToMinor(major);
    // The domain's price rules, the same words the API would answer with.
    const checked = quotePriceSchema.safeParse(priceMinor);
    if (!checked.success) {
      setPriceError(checked.error.issues[0]?.message ?? t('quotes.priceForm.required'));
      return;
    }
    await submit.mutateAsync({ id: quote.id, priceMinor, note: note.trim() || null });
    notify({ message: t('quotes.priceForm.sent', { reference: quote.jobReference }), position: 'floating' });
    onDone();
  });

  return (
    <FormModal.Form
      {...sending}
      submitLabel={t('quotes.priceForm.submit')}
      pending={submit.isPending}
      intro={t('quotes.priceForm.intro', { organiser: quote.organiserName })}
    >
      <MoneyInput
        label={t('quotes.priceForm.price')}
        withAsterisk
        data-autofocus
        value={pounds}
        min={0}
        onChange={(value) => {
          setPounds(value);
          setPriceError(null);
        }}
        error={priceError}
      />
      <Textarea
        label={t('quotes.priceForm.note')}
        description={t('quotes.priceForm.noteHint')}
        value={note}
        maxLength={QUOTE_NOTE_MAX}
        rows={2}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
    </FormModal.Form>
  );
}
