import type { InvoiceView } from '@harvest/domain';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../lib/api/fetch-blob';
import { log } from '../../../lib/logging/log';
import { notify } from '../../../ui/notifications/notify';
import { fetchInvoicePdf } from '../api/invoice-pdf';

/**
 * An invoice's PDF: opened in a new tab to read (the browser's own viewer is the preview) or downloaded. The tab is
 * opened at the press, so no pop-up blocker stops it, and shown the PDF once its bytes have come.
 */
export function InvoicePdfActions({ invoice }: { invoice: InvoiceView }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'open' | 'download' | null>(null);
  const failed = (error: unknown) => {
    log.error(
      'An invoice PDF could not be fetched',
      {
        invoiceId: invoice.id,
        message: error instanceof Error ? error.message : String(error),
      },
      ['api'],
    );
    notify({ type: 'error', position: 'floating', message: t('invoices.pdf.failed') });
  };
  const open = async () => {
    const tab = window.open('', '_blank');
    setBusy('open');
    try {
      const url = URL.createObjectURL(await fetchInvoicePdf(invoice.id));
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      failed(error);
    } finally {
      setBusy(null);
    }
  };
  const download = async () => {
    setBusy('download');
    try {
      saveBlob(await fetchInvoicePdf(invoice.id), `${invoice.reference}.pdf`);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant="default"
        size="sm"
        loading={busy === 'open'}
        onClick={() => void open()}
        aria-label={t('invoices.pdf.openNamed', { reference: invoice.reference })}
      >
        {t('invoices.pdf.open')}
      </Button>
      <Button
        size="sm"
        loading={busy === 'download'}
        onClick={() => void download()}
        aria-label={t('invoices.pdf.downloadNamed', { reference: invoice.reference })}
      >
        {t('invoices.pdf.download')}
      </Button>
    </Group>
  );
}
