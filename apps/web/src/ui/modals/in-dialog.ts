import { createContext, useContext } from 'react';

/** True below a dialog (centred or fly-out): what is drawn inside one can fit itself to it. */
export const InDialogContext = createContext(false);

export const useInDialog = () => useContext(InDialogContext);
