import type { FieldValues } from 'react-hook-form';
import { useCommodities } from '../../../lib/reference/use-commodities';
import { FormSelect, type FormSelectProps } from '../../../ui/form-select';

/** The crops prices are quoted for: each crop's types and grades, grouped by crop ('Feed wheat' under Wheat). */
export function MarketCropSelect<T extends FieldValues, Out = T>(props: Omit<FormSelectProps<T, Out>, 'data'>) {
  const commodities = useCommodities();
  const data = (commodities.data ?? []).map((group) => ({
    group: group.name,
    items: group.items.map((item) => ({ value: item.id, label: item.name })),
  }));
  return <FormSelect data={data} allowDeselect={false} {...props} />;
}
