import { listingFarmIssue, type BusinessUnit } from '@harvest/domain';
import { Alert, Anchor, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { todayOnDevice } from '../../../../lib/format/format-date-time';
import { paths } from '../../../../lib/paths';
import { CropAndTypeSelects, useChosenCrop } from '../../../../ui/crop-and-type-selects';
import { FormSelect } from '../../../../ui/form-select';
import { useListingFormContext } from '../listing-form-values';
import { ListingSection } from './listing-section';

interface FarmAndCropSectionProps {
  farms: readonly BusinessUnit[];
  /** Editing: the farm stays as it is. */
  editing: boolean;
}

/** The farm the grain is at (only a complete one may list, §3), and its crop, type and variety. */
export function FarmAndCropSection({ farms, editing }: FarmAndCropSectionProps) {
  const { t } = useTranslation();
  const form = useListingFormContext();
  const group = useChosenCrop(form.control);

  const farmOptions = farms.map((farm) => {
    const issue = listingFarmIssue(farm);
    return {
      value: farm.id,
      label: issue ? t('trading.seller.form.farmIncompleteOption', { name: farm.name }) : farm.name,
      disabled: issue !== null,
    };
  });
  const incomplete = farms.filter((farm) => listingFarmIssue(farm) !== null);
  // This year's harvest and the four before it; a listing or lot of another year keeps its own.
  const thisYear = Number(todayOnDevice().slice(0, 4));
  const chosenYear = Number(form.getValues('cropYear')) || thisYear;
  const cropYears = [...new Set([chosenYear, ...[0, 1, 2, 3, 4].map((back) => thisYear - back)])].sort((a, b) => b - a);

  return (
    <ListingSection section="farmAndCrop">
      {farms.length === 0 ? (
        <Alert color="orange" variant="light" title={t('trading.seller.form.noFarmsTitle')}>
          <Text size="sm">{t('trading.farmIncomplete')}</Text>
          <Anchor component={Link} to={paths.farmLocations} size="sm">
            {t('trading.seller.form.addFarm')}
          </Anchor>
        </Alert>
      ) : (
        incomplete.length > 0 && (
          <Alert color="orange" variant="light">
            <Text size="sm">
              {t('trading.seller.form.someFarmsIncomplete', {
                names: incomplete.map((farm) => farm.name).join(', '),
              })}{' '}
              {t('trading.farmIncomplete')}
            </Text>
            <Anchor component={Link} to={paths.businessSetup} size="sm">
              {t('trading.seller.form.completeFarm')}
            </Anchor>
          </Alert>
        )
      )}
      <FormSelect
        control={form.control}
        name="businessUnitId"
        label={t('trading.seller.form.farm')}
        description={t('trading.seller.form.farmHint')}
        data={farmOptions}
        allowDeselect={false}
        disabled={editing}
        withAsterisk
      />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
        <CropAndTypeSelects
          form={form}
          crop={group}
          labels={{
            crop: t('trading.seller.form.crop'),
            type: t('trading.seller.form.type'),
            noType: t('trading.seller.form.none'),
          }}
          cropProps={{ searchable: true, allowDeselect: false, withAsterisk: true }}
          onCropChosen={() => form.setValue('variety', '')}
        />
        <FormSelect
          control={form.control}
          name="variety"
          label={t('trading.seller.form.variety')}
          none={t('trading.seller.form.none')}
          data={(group?.varieties ?? []).map((each) => ({ value: each.name, label: each.name }))}
          disabled={!group}
          searchable
          allowDeselect={false}
        />
        <FormSelect
          control={form.control}
          name="cropYear"
          label={t('trading.seller.form.cropYear')}
          none={t('trading.seller.form.none')}
          data={cropYears.map((year) => ({ value: String(year), label: String(year) }))}
          allowDeselect={false}
        />
      </SimpleGrid>
    </ListingSection>
  );
}
