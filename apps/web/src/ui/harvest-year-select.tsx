import { yearPickerOptions } from '@harvest/domain';
import type { FieldValues } from 'react-hook-form';
import { FormSelect, type FormSelectProps } from './form-select';

/** The harvest years around this one (spec §9), a year always chosen. */
export function HarvestYearSelect<T extends FieldValues, Out = T>({
  thisYear,
  ...props
}: Omit<FormSelectProps<T, Out>, 'data'> & { thisYear: number }) {
  return <FormSelect data={yearPickerOptions(thisYear).map(String)} allowDeselect={false} {...props} />;
}
