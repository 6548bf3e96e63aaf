import { LOAD_IMPORT_SAMPLE, STOCK_IMPORT_BYTES_MAX, STOCK_IMPORT_ROWS_MAX } from '@harvest/domain';
import { Alert, Anchor, Button, Card, FileInput, Group, List, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { paths } from '../../../lib/paths';
import { FormAlert } from '../../../ui/form-alert';
import { ImportIssueTable } from '../../../ui/import-issue-table';
import { notify } from '../../../ui/notifications/notify';
import { PageHeading } from '../../../ui/page-heading';
import { usePageTitle } from '../../../ui/use-page-title';
import { useCheckLoadImport, useImportLoads } from '../api/import-loads';

const LIMITS = { rows: STOCK_IMPORT_ROWS_MAX.toLocaleString('en-GB'), megabytes: STOCK_IMPORT_BYTES_MAX / 1024 / 1024 };

/** The sample file, made on the device: a link to the domain's sample text. */
const SAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(LOAD_IMPORT_SAMPLE)}`;

/**
 * /logistics/loads/upload (trading-logistics §2 'CSV load upload'): the file chosen is checked at once (a dry run
 * that writes nothing), every bad row listed with its number, column and what to correct; Upload writes every new
 * row in one go, and is offered only when all are good. Rows whose reference the business has are passed over, so
 * sending the same file twice adds nothing.
 */
export function LoadUploadPage() {
  const { t } = useTranslation();
  usePageTitle(t('loadsScreens.upload.title'));
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const check = useCheckLoadImport();
  const run = useImportLoads();

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setCsv(null);
    setProblem(null);
    check.reset();
    run.reset();
    if (!chosen) return;
    if (chosen.size > STOCK_IMPORT_BYTES_MAX) {
      setProblem(t('inventory.importTooLarge', LIMITS));
      return;
    }
    let text: string;
    try {
      text = await chosen.text();
    } catch {
      setProblem(t('loadsScreens.upload.unreadable'));
      return;
    }
    setCsv(text);
    check.mutate(text);
  };

  const result = check.data;
  const ready = result !== undefined && result.issues.length === 0 && csv !== null && !check.isPending;
  const toUpload = ready ? result.valid - result.skipped : 0;
  const upload = () => {
    if (!ready) return;
    run.mutate(csv, {
      onSuccess: (done) => {
        notify({ message: t('loadsScreens.upload.imported', { count: done.imported }), position: 'floating' });
        void navigate(paths.loads);
      },
    });
  };
  const refusedRows = isApiError(run.error) ? run.error.validation.map((issue) => issue.message) : [];
  const bad = result ? new Set(result.issues.map((issue) => issue.row)).size : 0;

  return (
    <Stack gap="lg" maw={800}>
      <Anchor component={Link} to={paths.loads} size="sm">
        {t('loadsScreens.upload.back')}
      </Anchor>
      <PageHeading title={t('loadsScreens.upload.title')} intro={t('loadsScreens.upload.intro')} />
      <Card withBorder padding="md">
        <Stack gap="md">
          <Text size="sm">{t('loadsScreens.upload.columns')}</Text>
          <Anchor href={SAMPLE_HREF} download={t('loadsScreens.upload.sampleFile')} size="sm">
            {t('loadsScreens.upload.sample')}
          </Anchor>
          <FileInput
            label={t('loadsScreens.upload.file')}
            description={t('loadsScreens.upload.limits', LIMITS)}
            // No placeholder: Mantine's grey placeholder is under 4.5:1 on the empty field (axe); the label says it.
            accept=".csv,text/csv"
            value={file}
            onChange={(chosen) => void choose(chosen)}
            clearable
            clearButtonProps={{ 'aria-label': t('loadsScreens.upload.clear') }}
            disabled={run.isPending}
          />
          <FormAlert message={problem} />
          {check.isPending && (
            <Group gap="sm" role="status">
              <Loader size="sm" />
              <Text size="sm">{t('loadsScreens.upload.checking')}</Text>
            </Group>
          )}
          {check.isError && <FormAlert title={t('loadsScreens.upload.cannotRead')} message={check.error.message} />}
          {result && result.issues.length === 0 && (
            <FormAlert tone="success" message={t('loadsScreens.upload.ready', { count: result.valid })} />
          )}
          {result && result.skipped > 0 && (
            <Text size="sm" role="status">
              {t('loadsScreens.upload.skipped', { count: result.skipped })}
            </Text>
          )}
          {result && result.issues.length > 0 && (
            <Stack gap="xs">
              <Alert color="red" variant="light" role="alert" title={t('inventory.importNothingWritten')}>
                {t('loadsScreens.upload.toCorrect', { count: bad, rows: result.rows })}
              </Alert>
              <ImportIssueTable
                issues={result.issues}
                label={t('loadsScreens.upload.issues')}
                columns={[
                  t('loadsScreens.upload.issueColumns.row'),
                  t('loadsScreens.upload.issueColumns.column'),
                  t('loadsScreens.upload.issueColumns.message'),
                ]}
                wholeRow={t('loadsScreens.upload.wholeRow')}
              />
            </Stack>
          )}
          {run.isError && (
            <Alert color="red" variant="light" role="alert" title={run.error.message}>
              {refusedRows.length > 0 && (
                <List size="sm">
                  {refusedRows.map((message, index) => (
                    <List.Item key={index}>{message}</List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button onClick={upload} disabled={!ready || toUpload === 0} loading={run.isPending}>
              {t('loadsScreens.upload.submit', { count: toUpload })}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
