import { WEIGHT_UNITS } from '@harvest/domain';
import { Fieldset, SimpleGrid, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberInput } from '../../../../ui/form-number-input';
import { FormSelect } from '../../../../ui/form-select';
import { useListingFormContext } from '../listing-form-values';

/** The least and the most the seller will sell, in the unit they think in. */
export function QuantitySection() {
  const { t } = useTranslation();
  const form = useListingFormContext();
  const quantityUnit = useWatch({ control: form.control, name: 'quantityUnit' });
  const unit = t(`units.symbols.${quantityUnit}`);

  return (
    <Fieldset legend={t('trading.seller.form.sections.quantity')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {(['quantityMin', 'quantityMax'] as const).map((name) => (
          <FormNumberInput
            key={name}
            control={form.control}
            name={name}
            label={t(`trading.seller.form.${name}`, { unit })}
            decimalScale={3}
            withAsterisk
          />
        ))}
        <FormSelect
          control={form.control}
          name="quantityUnit"
          label={t('trading.seller.form.unit')}
          data={WEIGHT_UNITS.map((each) => ({ value: each, label: t(`trading.seller.form.units.${each}`) }))}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="xs">
        {t('trading.seller.form.quantityGuidance')}
      </Text>
    </Fieldset>
  );
}
