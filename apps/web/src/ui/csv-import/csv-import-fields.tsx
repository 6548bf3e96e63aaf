import { Alert, FileInput, Group, List, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../form-alert';
import { ImportIssueTable } from '../import-issue-table';
import { CSV_IMPORT_LIMITS, type CsvCheckResult, type CsvImport } from './use-csv-import';

interface CsvImportFieldsProps<R extends CsvCheckResult, D> {
  state: CsvImport<R, D>;
  /** Why the file cannot go (the import's own words: 'cannot be imported', 'cannot be uploaded'). */
  cannotRead: string;
  /** What a clean dry run says, with how many rows. */
  ready: (count: number) => string;
  /** More to say about a clean check (rows passed over). */
  afterCheck?: ReactNode;
}

/**
 * A CSV import's file input and everything its dry run says: checking, the file refused, ready, or every bad row
 * with its number, column and what to correct; then a real run's refusal. The caller adds its own buttons.
 */
export function CsvImportFields<R extends CsvCheckResult, D>({
  state,
  cannotRead,
  ready,
  afterCheck,
}: CsvImportFieldsProps<R, D>) {
  const { t } = useTranslation();
  const { check, run } = state;
  const result = check.data;
  const bad = result ? new Set(result.issues.map((issue) => issue.row)).size : 0;
  return (
    <>
      <FileInput
        label={t('csvImport.file')}
        description={t('csvImport.limits', CSV_IMPORT_LIMITS)}
        // No placeholder: Mantine's grey placeholder is under 4.5:1 on the empty field (axe); the label says it.
        accept=".csv,text/csv"
        value={state.file}
        onChange={(chosen) => void state.choose(chosen)}
        clearable
        clearButtonProps={{ 'aria-label': t('csvImport.clear') }}
        disabled={run.isPending}
      />
      <FormAlert message={state.problem} />
      {check.isPending && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('csvImport.checking')}</Text>
        </Group>
      )}
      {check.isError && <FormAlert title={cannotRead} message={check.error.message} />}
      {result && result.issues.length === 0 && <FormAlert tone="success" message={ready(result.valid)} />}
      {result && afterCheck}
      {result && result.issues.length > 0 && (
        <Stack gap="xs">
          <Alert color="red" variant="light" role="alert" title={t('inventory.importNothingWritten')}>
            {t('csvImport.toCorrect', { count: bad, rows: result.rows })}
          </Alert>
          <ImportIssueTable
            issues={result.issues}
            label={t('csvImport.issues')}
            columns={[t('csvImport.columns.row'), t('csvImport.columns.column'), t('csvImport.columns.message')]}
            wholeRow={t('csvImport.wholeRow')}
          />
        </Stack>
      )}
      {run.isError && (
        <Alert color="red" variant="light" role="alert" title={run.error.message}>
          {state.refusedRows.length > 0 && (
            <List size="sm">
              {state.refusedRows.map((message, index) => (
                <List.Item key={index}>{message}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
    </>
  );
}
