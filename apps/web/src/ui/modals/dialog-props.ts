/** What every dialog is given, whether it is open and how to close it, besides what it is about (`About`). */
export type DialogProps<About extends object = object> = About & { opened: boolean; onClose: () => void };
