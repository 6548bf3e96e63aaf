import { defaultReviewAt, type SellerListing } from '@harvest/domain';
import { Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { paths } from '../../../lib/paths';
import { notify } from '../../../ui/notifications/notify';
import { useRelistListing } from '../api/relist-listing';
import { serverNow } from '../../../lib/server-clock/server-clock';
import { FormModal } from '../../../ui/form-modal';
import { formDialog, useFormSend, type DoneProps } from '../../../ui/form-dialog';

const pad = (value: number) => String(value).padStart(2, '0');
const localInput = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** Lists the same grain again with a new review time (§4); the listing it copies ends. */
export const RelistModal = formDialog(RelistForm, (t, { listing }) =>
  t('trading.seller.relist.title', { reference: listing.reference }),
);

function RelistForm({ listing, onDone }: DoneProps & { listing: SellerListing }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const relist = useRelistListing();
  const [reviewAt, setReviewAt] = useState(() => {
    return localInput(defaultReviewAt(new Date(serverNow())));
  });
  const [opening, setOpening] = useState<'now' | 'scheduled'>('now');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const sending = useFormSend(async () => {
    setFieldError(null);
    const date = new Date(reviewAt);
    if (Number.isNaN(date.getTime())) {
      setFieldError(t('validation.required'));
      return;
    }
    try {
      const next = await relist.mutateAsync({
        id: listing.id,
        reviewAt: date.toISOString(),
        scheduled: opening === 'scheduled',
      });
      notify({ message: t('trading.seller.relist.done', { reference: next.reference }), position: 'floating' });
      onDone();
      await navigate(paths.manageListing(next.id));
    } catch (caught) {
      // A refused review time is said on its field; anything else is the form's error.
      const onField = isApiError(caught) ? caught.validation.find((issue) => issue.field === 'reviewAt') : undefined;
      if (!onField) throw caught;
      setFieldError(onField.message);
    }
  });

  return (
    <FormModal.Form
      {...sending}
      submitLabel={t('trading.seller.relist.confirm')}
      pending={relist.isPending}
      cancel={{ label: t('trading.seller.cancel'), onCancel: onDone }}
      intro={<Text size="sm">{t('trading.seller.relist.intro')}</Text>}
    >
      <TextInput
        type="datetime-local"
        label={t('trading.seller.form.reviewAt')}
        value={reviewAt}
        onChange={(event) => setReviewAt(event.currentTarget.value)}
        error={fieldError}
        withAsterisk
      />
      <Radio.Group
        value={opening}
        onChange={(value) => setOpening(value as 'now' | 'scheduled')}
        label={t('trading.seller.form.opening')}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="now" label={t('trading.seller.form.openNow')} />
          <Radio value="scheduled" label={t('trading.seller.form.schedule')} />
        </Stack>
      </Radio.Group>
    </FormModal.Form>
  );
}
