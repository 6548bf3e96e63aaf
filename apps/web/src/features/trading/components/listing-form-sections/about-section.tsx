import { LISTING_REASONS } from '@harvest/domain';
import { Checkbox, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { choices } from '../../../../ui/choices';
import { FormSelect } from '../../../../ui/form-select';
import { useListingFormContext } from '../listing-form-values';
import { fieldProps } from '../../../../ui/field-props';
import { ListingSection } from './listing-section';

/** Why the grain is for sale, the seller's notes, and whether buyers see who is selling. */
export function AboutSection() {
  const { t } = useTranslation();
  const form = useListingFormContext();
  return (
    <ListingSection section="about">
      <FormSelect
        control={form.control}
        name="reasonId"
        label={t('trading.seller.form.reason')}
        none={t('trading.seller.form.none')}
        data={choices(LISTING_REASONS, (reason) => t(`trading.seller.reasons.${reason}`))}
        allowDeselect={false}
      />
      <Textarea
        label={t('trading.seller.form.notes')}
        autosize
        minRows={2}
        maxLength={2000}
        {...fieldProps(form, 'notes')}
      />
      <Checkbox
        label={t('trading.seller.form.anonymous')}
        description={t('trading.seller.form.anonymousHint')}
        {...form.register('anonymous')}
      />
    </ListingSection>
  );
}
