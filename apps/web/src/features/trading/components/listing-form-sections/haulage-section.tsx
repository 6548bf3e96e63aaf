import { farmAssuredOn, HAULAGE_TYPES, type BusinessUnit } from '@harvest/domain';
import { Checkbox, Group, Radio, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useListingFormContext, type ListingFormValues } from '../listing-form-values';
import { fieldProps } from '../../../../ui/field-props';
import { formatCalendarDate, todayOnDevice } from '../../../../lib/format/format-date-time';
import { ListingSection } from './listing-section';

/**
 * Who moves the grain (collected ex-farm or delivered, then where to), its assurance and where on the farm it is.
 * Farm assured follows the chosen farm's assurance on the day until the seller ticks it themselves, and says so.
 */
export function HaulageSection({ farms }: { farms: readonly BusinessUnit[] }) {
  const { t } = useTranslation();
  const form = useListingFormContext();
  const haulage = useWatch({ control: form.control, name: 'haulage' });
  const farmId = useWatch({ control: form.control, name: 'businessUnitId' });
  const farm = farms.find((each) => each.id === farmId);
  const today = todayOnDevice();
  const assured = farmAssuredOn(farm?.farmDetails, today);
  const { setValue, getFieldState } = form;
  useEffect(() => {
    if (farm && !getFieldState('farmAssured').isDirty) setValue('farmAssured', assured);
  }, [farm, assured, setValue, getFieldState]);
  const until = farm?.farmDetails?.assuranceValidUntil;
  const assuranceNote = !farm
    ? undefined
    : assured
      ? t('trading.seller.form.farmAssuredFrom', {
          farm: farm.name,
          until: until ? t('trading.seller.form.farmAssuredUntil', { date: formatCalendarDate(until) }) : '',
        })
      : t('trading.seller.form.farmNotAssured', { farm: farm.name });

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
      <Checkbox
        label={t('trading.seller.form.farmAssured')}
        description={assuranceNote}
        {...form.register('farmAssured')}
      />
      <TextInput
        label={t('trading.seller.form.what3words')}
        description={t('trading.seller.form.what3wordsHint')}
        placeholder="///filled.count.soap"
        {...fieldProps(form, 'what3words')}
      />
    </ListingSection>
  );
}
