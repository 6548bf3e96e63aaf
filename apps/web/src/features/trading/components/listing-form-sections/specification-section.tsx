import { Button, Fieldset, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCommodities, useSpecifications } from '../../../../lib/reference/use-commodities';
import { useModal } from '../../../../ui/modals/use-modals';
import { DefaultSpecificationEditModal } from '../default-specification-edit-modal';
import { useListingFormContext } from '../listing-form-values';
import { SpecificationSummary } from '../../../../ui/specification-summary';

/** The specification the grain is sold to: the crop's default until the seller edits it in its dialog. */
export function SpecificationSection() {
  const { t } = useTranslation();
  const form = useListingFormContext();
  const commodities = useCommodities();
  const specModal = useModal('default-specification-edit');
  const [commodityId, commodityItemId, specification] = useWatch({
    control: form.control,
    name: ['commodityId', 'commodityItemId', 'specification'],
  });
  const item = commodities.data
    ?.find((each) => each.id === commodityId)
    ?.items.find((each) => each.id === commodityItemId);
  const specifications = useSpecifications(commodityId || null, item?.commodityType, item?.commodityGrade);

  // A crop's default specification fills the form until the seller changes it themselves.
  const defaults = specifications.data;
  useEffect(() => {
    if (!defaults || form.getValues('specificationEdited')) return;
    const first = defaults[0];
    form.setValue('specification', first ? { specificationId: first.id, measures: first.measures } : { measures: {} });
  }, [defaults, form]);

  // The default's name, never its id: until the crop's defaults load, the specification is shown as the seller's own.
  const basedOn = specification.specificationId
    ? specifications.data?.find((each) => each.id === specification.specificationId)?.name
    : undefined;

  return (
    <Fieldset legend={t('trading.seller.form.sections.specification')}>
      <Stack gap="sm" align="flex-start">
        {commodityId ? (
          <>
            <Text size="sm">
              {basedOn ? t('trading.seller.spec.basedOn', { name: basedOn }) : t('trading.seller.spec.custom')}
            </Text>
            <SpecificationSummary specification={specification} />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('trading.seller.spec.chooseCropFirst')}
          </Text>
        )}
        {form.formState.errors.specification && (
          <Text size="sm" c="red.8" role="alert">
            {t('trading.seller.spec.invalid')}
          </Text>
        )}
        <Button variant="default" size="xs" onClick={specModal.open} disabled={!commodityId}>
          {t('trading.seller.spec.edit')}
        </Button>
      </Stack>
      <DefaultSpecificationEditModal
        opened={specModal.opened}
        onClose={specModal.close}
        value={specification}
        defaults={specifications.data ?? []}
        onSave={(next) => {
          form.setValue('specification', next);
          form.setValue('specificationEdited', true);
        }}
      />
    </Fieldset>
  );
}
