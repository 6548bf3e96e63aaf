import { Radio, Stack, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useListingFormContext } from '../listing-form-values';
import { ListingSection } from './listing-section';

/** When the seller reviews the offers, and whether buyers see the listing now or an hour before that. */
export function ReviewSection({ editing }: { editing: boolean }) {
  const { t } = useTranslation();
  const form = useListingFormContext();
  const opening = useWatch({ control: form.control, name: 'opening' });

  return (
    <ListingSection section="review">
      <TextInput
        type="datetime-local"
        label={t('trading.seller.form.reviewAt')}
        description={t('trading.seller.form.reviewHint')}
        withAsterisk
        error={form.formState.errors.reviewAt?.message}
        {...form.register('reviewAt')}
      />
      <Radio.Group
        value={opening}
        onChange={(value) => form.setValue('opening', value as 'now' | 'scheduled')}
        label={t('trading.seller.form.opening')}
      >
        <Stack gap="xs" mt="xs">
          {/* Editing, the way it opened stays as it is. */}
          <Radio value="now" label={t('trading.seller.form.openNow')} disabled={editing} />
          <Radio value="scheduled" label={t('trading.seller.form.schedule')} disabled={editing} />
        </Stack>
      </Radio.Group>
    </ListingSection>
  );
}
