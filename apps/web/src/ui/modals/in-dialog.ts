import { createContext, useContext } from 'react';

/** True below a dialog (centred or fly-out): what is drawn inside one can fit itself to it. */
export const InDialogContext = createContext(false);

export const useInDialog = () => useContext(InDialogContext);

/**
 * A dialog's (or fly-out's) body holds a select's list, drawn in place below its box (useComboboxPlacement), so the
 * dialog, which scrolls, scrolls to a list that reaches past its bottom instead of leaving it hanging off the screen.
 */
export const BODY_HOLDS_LISTS = { body: { position: 'relative' } } as const;
