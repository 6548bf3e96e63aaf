import {
  SPECIFICATION_MEASURES,
  listingSpecificationSchema,
  type ListingSpecification,
  type Specification,
  type SpecificationMeasure,
} from '@harvest/domain';
import { Select, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../ui/number-input';
import { FormModal } from '../../../ui/form-modal';
import { useComboboxPlacement } from '../../../ui/combobox-placement';

type Ranges = Record<SpecificationMeasure, { min: number | ''; max: number | '' }>;

const toRanges = (specification: ListingSpecification): Ranges =>
  Object.fromEntries(
    SPECIFICATION_MEASURES.map((measure) => {
      const range = specification.measures[measure];
      return [measure, { min: range?.min ?? '', max: range?.max ?? '' }];
    }),
  ) as Ranges;

interface Props {
  opened: boolean;
  onClose: () => void;
  value: ListingSpecification;
  /** The crop's default specifications from the reference data. */
  defaults: readonly Specification[];
  onSave: (specification: ListingSpecification) => void;
}

/**
 * Chooses the specification a listing is sold to: start from one of the crop's defaults, then set each measure's
 * minimum and maximum (either may be left open). Checked with the domain's specification rules before it is kept.
 */
export function DefaultSpecificationEditModal({ opened, onClose, value, defaults, onSave }: Props) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('trading.seller.spec.editTitle')}>
      {opened && <SpecificationEditor value={value} defaults={defaults} onSave={onSave} onClose={onClose} />}
    </FormModal>
  );
}

function SpecificationEditor({ value, defaults, onSave, onClose }: Omit<Props, 'opened'>) {
  const { t } = useTranslation();
  const placement = useComboboxPlacement();
  const [specificationId, setSpecificationId] = useState<string | null>(value.specificationId ?? null);
  const [ranges, setRanges] = useState<Ranges>(() => toRanges(value));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const choose = (id: string | null) => {
    setSpecificationId(id);
    const chosen = defaults.find((each) => each.id === id);
    if (chosen) setRanges(toRanges({ specificationId: chosen.id, measures: chosen.measures }));
  };
  const setEnd = (measure: SpecificationMeasure, end: 'min' | 'max', next: number | string) =>
    setRanges((current) => ({
      ...current,
      [measure]: { ...current[measure], [end]: next === '' ? '' : Number(next) },
    }));

  const save = () => {
    const measures = Object.fromEntries(
      SPECIFICATION_MEASURES.flatMap((measure) => {
        const { min, max } = ranges[measure];
        return min === '' && max === ''
          ? []
          : [[measure, { min: min === '' ? null : min, max: max === '' ? null : max }]];
      }),
    );
    const parsed = listingSpecificationSchema.safeParse({ specificationId, measures });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.slice(1).join('.'), issue.message])));
      return;
    }
    onSave(parsed.data);
    onClose();
  };

  return (
    <FormModal.Form
      onSubmit={save}
      error={null}
      submitLabel={t('trading.seller.spec.save')}
      pending={false}
      cancel={{ label: t('trading.seller.cancel'), onCancel: onClose }}
    >
      {defaults.length > 0 ? (
        <Select
          label={t('trading.seller.spec.default')}
          data={defaults.map((each) => ({ value: each.id, label: each.name }))}
          value={specificationId}
          onChange={choose}
          clearable
          comboboxProps={placement}
        />
      ) : (
        <Text size="sm">{t('trading.seller.spec.noDefaults')}</Text>
      )}
      {SPECIFICATION_MEASURES.map((measure) => (
        <SimpleGrid key={measure} cols={2} spacing="sm">
          {(['min', 'max'] as const).map((end) => (
            <NumberInput
              key={end}
              label={t(`trading.seller.spec.${end}Of`, { measure: t(`trading.seller.spec.measures.${measure}`) })}
              value={ranges[measure][end]}
              onChange={(next) => setEnd(measure, end, next)}
              min={0}
              max={1000}
              decimalScale={3}
              error={errors[`${measure}.${end}`]}
            />
          ))}
        </SimpleGrid>
      ))}
    </FormModal.Form>
  );
}
