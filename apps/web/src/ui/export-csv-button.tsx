import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchBlob, saveBlob } from '../lib/api/fetch-blob';
import { API_BASE } from '../lib/api/send-once';
import { todayOnDevice } from '../lib/format/format-date-time';
import { log } from '../lib/logging/log';
import { notify } from './notifications/notify';

interface ExportCsvButtonProps {
  /** The list's search below /api (`/search/trading/market`). */
  path: string;
  /** The list's filters and sort as a search query string; paging is dropped, since the export is the whole list. */
  query: string;
  /** The file's name, without the date and extension. */
  fileName: string;
  /** Nothing to export. */
  disabled?: boolean;
}

/**
 * Every list exports (issue "Export: every list exports to CSV with the active filters"): the same search with
 * `format=csv`, every doc the filters match rather than this page, saved as `<name>-<date>.csv`. A failure is logged
 * and told in a floating notification.
 */
export function ExportCsvButton({ path, query, fileName, disabled = false }: ExportCsvButtonProps) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const params = new URLSearchParams(query);
      params.delete('offset');
      params.delete('limit');
      params.set('format', 'csv');
      const blob = await fetchBlob(`${API_BASE}${path}?${params.toString()}`);
      saveBlob(blob, `${fileName}-${todayOnDevice()}.csv`);
    } catch (error) {
      log.error('An export failed', { path, message: error instanceof Error ? error.message : String(error) }, ['api']);
      notify({ type: 'error', position: 'floating', message: t('common.exportFailed') });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="light" onClick={() => void exportCsv()} loading={exporting} disabled={disabled}>
      {t('common.export')}
    </Button>
  );
}
