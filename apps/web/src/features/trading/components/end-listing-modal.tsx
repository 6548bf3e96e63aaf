import { LISTING_END_REASONS, type ListingEndReason, type SellerListing } from '@harvest/domain';
import { Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/notifications/notify';
import { useEndListing } from '../api/end-listing';
import { FormModal } from '../../../ui/form-modal';
import { formDialog, useFormSend, type DoneProps } from '../../../ui/form-dialog';

/** Ends a listing with a reason (§4): its open offers are declined and their buyers told. */
export const EndListingModal = formDialog(EndListingForm, (t, { listing }) =>
  t('trading.seller.end.title', { reference: listing.reference }),
);

function EndListingForm({ listing, onDone }: DoneProps & { listing: SellerListing }) {
  const { t } = useTranslation();
  const end = useEndListing();
  const [reason, setReason] = useState<ListingEndReason | null>(null);
  const [missing, setMissing] = useState(false);
  const sending = useFormSend(async () => {
    if (!reason) {
      setMissing(true);
      return;
    }
    await end.mutateAsync({ id: listing.id, reasonId: reason });
    notify({ message: t('trading.seller.end.done', { reference: listing.reference }), position: 'floating' });
    onDone();
  });

  return (
    <FormModal.Form
      {...sending}
      submitLabel={t('trading.seller.end.confirm')}
      submitColour="red"
      pending={end.isPending}
      cancel={{ label: t('trading.seller.cancel'), onCancel: onDone }}
      intro={<Text size="sm">{t('trading.seller.end.intro')}</Text>}
    >
      <Radio.Group
        label={t('trading.seller.end.reason')}
        withAsterisk
        value={reason}
        onChange={(value) => {
          setReason(value as ListingEndReason);
          setMissing(false);
        }}
        error={missing ? t('trading.seller.end.reasonRequired') : undefined}
      >
        <Stack gap="xs" mt="xs">
          {LISTING_END_REASONS.map((each) => (
            <Radio key={each} value={each} label={t(`trading.seller.endReasons.${each}`)} />
          ))}
        </Stack>
      </Radio.Group>
    </FormModal.Form>
  );
}
