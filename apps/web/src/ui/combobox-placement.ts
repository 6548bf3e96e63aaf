import type { ComboboxProps } from '@mantine/core';
import { useInDialog } from './modals/in-dialog';

/** Drawn in the dialog itself, so the list scrolls with a phone-sized one. */
const IN_PLACE: ComboboxProps = { withinPortal: false };

/**
 * Below a dialog's title there is no room: a list turned upwards would slide under it and be cut off. So in a dialog
 * the list always opens below its box, and the dialog scrolls to show it; sideways it still keeps to the dialog.
 */
const IN_DIALOG: ComboboxProps = { withinPortal: false, position: 'bottom', middlewares: { flip: false, shift: true } };

/** Where a select's list opens: in place on a page, and below its box in a dialog (spec §2: nothing cut off). */
export function useComboboxPlacement(): ComboboxProps {
  return useInDialog() ? IN_DIALOG : IN_PLACE;
}
