import { WEIGHT_UNITS } from '@harvest/domain';
import { Fieldset, SimpleGrid, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { choices } from '../../../../ui/choices';
import { FormSelect } from '../../../../ui/form-select';
import { useListingFormContext } from '../listing-form-values';
import { QuantityRangeInputs } from '../quantity-range-inputs';

/** The least and the most the seller will sell, in the unit they think in. */
export function QuantitySection() {
  const { t } = useTranslation();
  const form = useListingFormContext();
  const quantityUnit = useWatch({ control: form.control, name: 'quantityUnit' });
  const unit = t(`units.symbols.${quantityUnit}`);

  return (
    <Fieldset legend={t('trading.seller.form.sections.quantity')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <QuantityRangeInputs
          control={form.control}
          labels={{
            min: t('trading.seller.form.quantityMin', { unit }),
            max: t('trading.seller.form.quantityMax', { unit }),
          }}
          withAsterisk
        />
        <FormSelect
          control={form.control}
          name="quantityUnit"
          label={t('trading.seller.form.unit')}
          data={choices(WEIGHT_UNITS, (each) => t(`trading.seller.form.units.${each}`))}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="xs">
        {t('trading.seller.form.quantityGuidance')}
      </Text>
    </Fieldset>
  );
}
