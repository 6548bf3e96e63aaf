import type { CommodityGroup } from '@harvest/domain';
import type { SelectProps } from '@mantine/core';
import { useWatch, type Control, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { useCommodities } from '../lib/reference/use-commodities';
import { CropSelect, CropTypeSelect } from './crop-select';

/** A form that records a crop as `commodityId` and its type (grade) as `commodityItemId`, '' for none. */
type CropFields = FieldValues & { commodityId: string; commodityItemId: string };

interface CropForm<T extends CropFields, Out> {
  control: Control<T, unknown, Out>;
  setValue: (name: Path<T>, value: PathValue<T, Path<T>>) => void;
}

/** The crop chosen on the form, from the catalogue; undefined until one is. */
export function useChosenCrop<T extends CropFields, Out>(control: Control<T, unknown, Out>) {
  const commodities = useCommodities();
  const commodityId = useWatch({ control, name: 'commodityId' as Path<T> }) as string;
  return commodities.data?.find((each) => each.id === commodityId);
}

interface CropAndTypeSelectsProps<T extends CropFields, Out> {
  form: CropForm<T, Out>;
  /** The chosen crop (useChosenCrop), whose types the second select offers. */
  crop: CommodityGroup | undefined;
  labels: { crop: string; type: string; noType: string };
  /** How the crop select differs from the plain one (searchable, required...). */
  cropProps?: Pick<SelectProps, 'required' | 'withAsterisk' | 'searchable' | 'allowDeselect'>;
  /** Told of each crop chosen, after the type is cleared (to clear what else depended on the crop). */
  onCropChosen?: () => void;
}

/** A crop and its type side by side (the caller lays them out): choosing another crop clears the type. */
export function CropAndTypeSelects<T extends CropFields, Out = T>({
  form,
  crop,
  labels,
  cropProps,
  onCropChosen,
}: CropAndTypeSelectsProps<T, Out>) {
  return (
    <>
      <CropSelect
        control={form.control}
        name={'commodityId' as Path<T>}
        label={labels.crop}
        onChosen={() => {
          form.setValue('commodityItemId' as Path<T>, '' as PathValue<T, Path<T>>);
          onCropChosen?.();
        }}
        {...cropProps}
      />
      <CropTypeSelect
        control={form.control}
        name={'commodityItemId' as Path<T>}
        label={labels.type}
        crop={crop}
        none={labels.noType}
      />
    </>
  );
}
