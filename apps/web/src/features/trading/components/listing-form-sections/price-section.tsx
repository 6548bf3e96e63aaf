import { Fieldset, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormNumberInput } from '../../../../ui/form-number-input';
import { useListingFormContext } from '../listing-form-values';

/** The guide price buyers see and the target price only the seller does, in pounds a tonne. */
export function PriceSection() {
  const { t } = useTranslation();
  const form = useListingFormContext();
  return (
    <Fieldset legend={t('trading.seller.form.sections.price')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {(['guidePrice', 'targetPrice'] as const).map((name) => (
          <FormNumberInput
            key={name}
            control={form.control}
            name={name}
            label={t(`trading.seller.form.${name}`)}
            description={t(`trading.seller.form.${name}Hint`)}
            prefix="£"
            decimalScale={2}
            max={999_999.99}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
