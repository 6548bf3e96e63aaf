import { lineIcon } from './line-icon';

/** A receipt with a torn foot: invoices. */
export const InvoiceIcon = lineIcon(['M6 3h12v18l-3-2-3 2-3-2-3 2z', 'M9 8h6M9 12h6M9 16h3']);
