import { fetchBlob } from '../../../lib/api/fetch-blob';
import { API_BASE } from '../../../lib/api/send-once';

/**
 * GET /api/trading/invoices/{id}/pdf: the invoice as a PDF. A link cannot send the bearer token, so the bytes are
 * fetched with the session's headers and handed over as a blob.
 */
export function fetchInvoicePdf(id: string): Promise<Blob> {
  return fetchBlob(`${API_BASE}/trading/invoices/${encodeURIComponent(id)}/pdf`);
}
