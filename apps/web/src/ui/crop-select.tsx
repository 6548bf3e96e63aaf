import type { CommodityGroup } from '@harvest/domain';
import type { FieldValues } from 'react-hook-form';
import { useCommodities } from '../lib/reference/use-commodities';
import { FormSelect, type FormSelectProps } from './form-select';

type ChoiceProps<T extends FieldValues, Out> = Omit<FormSelectProps<T, Out>, 'data'>;

/** The crops of the catalogue, by name; `none` puts a choice of no crop ('') first. */
export function CropSelect<T extends FieldValues, Out = T>({
  none,
  ...props
}: ChoiceProps<T, Out> & { none?: string }) {
  const commodities = useCommodities();
  const crops = (commodities.data ?? []).map((group) => ({ value: group.id, label: group.name }));
  return <FormSelect data={none === undefined ? crops : [{ value: '', label: none }, ...crops]} {...props} />;
}

/** The types (grades) of the chosen crop, `none` ('') first; off until a crop is chosen. */
export function CropTypeSelect<T extends FieldValues, Out = T>({
  crop,
  none,
  ...props
}: ChoiceProps<T, Out> & { crop: CommodityGroup | undefined; none: string }) {
  const types = (crop?.items ?? []).map((item) => ({ value: item.id, label: item.name }));
  return <FormSelect data={[{ value: '', label: none }, ...types]} allowDeselect={false} disabled={!crop} {...props} />;
}
