import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CsvImportFields } from '../../../ui/csv-import/csv-import-fields';
import { useCsvImport } from '../../../ui/csv-import/use-csv-import';
import { formDialog, type DoneProps } from '../../../ui/form-dialog';
import { notify } from '../../../ui/notifications/notify';
import { useCheckImport, useImportRecords } from '../api/import-records';

/**
 * Import stock from CSV (issue 7): the file chosen is checked at once (a dry run that writes nothing), each bad
 * row listed with its column and what is wrong; Import writes every row, and is offered only when all are good.
 */
export const StockImportModal = formDialog(StockImportForm, (t) => t('inventoryScreens.stockImport.title'));

function StockImportForm({ onDone }: DoneProps) {
  const { t } = useTranslation();
  const state = useCsvImport(useCheckImport(), useImportRecords());
  const importAll = () =>
    state.start((done) => {
      notify({ message: t('inventoryScreens.stockImport.imported', { count: done.imported }), position: 'floating' });
      onDone();
    });

  return (
    <Stack gap="md">
      <Text size="sm">{t('inventoryScreens.stockImport.intro')}</Text>
      <Text size="sm">{t('inventoryScreens.stockImport.units')}</Text>
      <CsvImportFields
        state={state}
        cannotRead={t('inventoryScreens.stockImport.cannotRead')}
        ready={(count) => t('inventoryScreens.stockImport.ready', { count })}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {t('inventoryScreens.stockImport.cancel')}
        </Button>
        <Button onClick={importAll} disabled={!state.ready} loading={state.run.isPending}>
          {t('inventoryScreens.stockImport.submit', { count: state.ready ? (state.check.data?.valid ?? 0) : 0 })}
        </Button>
      </Group>
    </Stack>
  );
}
