import { HAULAGE_TYPES } from '@harvest/domain';
import { Checkbox, Group, Radio, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useListingFormContext, type ListingFormValues } from '../listing-form-values';
import { fieldProps } from '../../../../ui/field-props';
import { ListingSection } from './listing-section';

/** Who moves the grain (collected ex-farm or delivered, then where to), its assurance and where on the farm it is. */
export function HaulageSection() {
  const { t } = useTranslation();
  const form = useListingFormContext();
  const haulage = useWatch({ control: form.control, name: 'haulage' });

  return (
    <ListingSection section="haulage">
      <Radio.Group
        value={haulage}
        onChange={(value) => form.setValue('haulage', value as ListingFormValues['haulage'])}
        label={t('trading.seller.form.haulage')}
      >
        <Group gap="md" mt="xs">
          {HAULAGE_TYPES.map((type) => (
            <Radio key={type} value={type} label={t(`trading.seller.haulage.${type}`)} />
          ))}
        </Group>
      </Radio.Group>
      {haulage === 'delivered' && (
        <TextInput
          label={t('trading.seller.form.deliveryPostcode')}
          autoComplete="postal-code"
          withAsterisk
          maw={220}
          {...fieldProps(form, 'deliveryPostcode')}
        />
      )}
      <Checkbox label={t('trading.seller.form.tasccAssured')} {...form.register('tasccAssured')} />
      <Checkbox label={t('trading.seller.form.farmAssured')} {...form.register('farmAssured')} />
      <TextInput
        label={t('trading.seller.form.what3words')}
        description={t('trading.seller.form.what3wordsHint')}
        placeholder="///filled.count.soap"
        {...fieldProps(form, 'what3words')}
      />
    </ListingSection>
  );
}
