import { Group, MultiSelect, Radio, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useComboboxPlacement } from '../../../../ui/combobox-placement';
import { fieldProps } from '../../../../ui/field-props';
import { formatMonth } from '../format-month';
import { useListingFormContext, type MovementKind } from '../listing-form-values';
import { ListingSection } from './listing-section';

interface MovementSectionProps {
  /** The months the seller may choose from, this one first. */
  months: string[];
  /** The harvests the seller may choose from: this year's and next year's. */
  harvestYears: number[];
}

/** When the grain can move: at a harvest, in chosen months, or between two dates. */
export function MovementSection({ months, harvestYears }: MovementSectionProps) {
  const { t } = useTranslation();
  const form = useListingFormContext();
  const { errors } = form.formState;
  const placement = useComboboxPlacement();
  const [movementKind, chosenMonths, harvestYear] = useWatch({
    control: form.control,
    name: ['movementKind', 'months', 'harvestYear'],
  });

  return (
    <ListingSection section="movement">
      <Radio.Group
        value={movementKind}
        onChange={(value) => form.setValue('movementKind', value as MovementKind)}
        label={t('trading.seller.form.movement')}
      >
        <Group gap="md" mt="xs">
          <Radio value="harvest" label={t('trading.seller.form.movementHarvest')} />
          <Radio value="months" label={t('trading.seller.form.movementMonths')} />
          <Radio value="range" label={t('trading.seller.form.movementRange')} />
        </Group>
      </Radio.Group>
      {movementKind === 'harvest' && (
        <Select
          label={t('trading.seller.form.harvestYear')}
          description={t('trading.seller.form.harvestHint')}
          data={harvestYears.map((year) => ({ value: String(year), label: String(year) }))}
          value={String(harvestYear)}
          onChange={(value) => value && form.setValue('harvestYear', Number(value))}
          allowDeselect={false}
          comboboxProps={placement}
          maw={220}
        />
      )}
      {movementKind === 'months' && (
        <MultiSelect
          label={t('trading.seller.form.months')}
          data={months.map((month) => ({ value: month, label: formatMonth(month) }))}
          value={chosenMonths}
          onChange={(value) => form.setValue('months', value, { shouldValidate: form.formState.isSubmitted })}
          error={errors.months?.message}
          comboboxProps={placement}
          withAsterisk
        />
      )}
      {movementKind === 'range' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {(['startDate', 'endDate'] as const).map((name) => (
            <TextInput
              key={name}
              type="date"
              label={t(`trading.seller.form.${name}`)}
              withAsterisk
              {...fieldProps(form, name)}
            />
          ))}
        </SimpleGrid>
      )}
    </ListingSection>
  );
}
