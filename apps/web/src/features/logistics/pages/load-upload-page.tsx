import { LOAD_IMPORT_SAMPLE } from '@harvest/domain';
import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { CsvImportFields } from '../../../ui/csv-import/csv-import-fields';
import { useCsvImport } from '../../../ui/csv-import/use-csv-import';
import { notify } from '../../../ui/notifications/notify';
import { PageHeading } from '../../../ui/page-heading';
import { usePageTitle } from '../../../ui/use-page-title';
import { useCheckLoadImport, useImportLoads } from '../api/import-loads';

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
  const state = useCsvImport(useCheckLoadImport(), useImportLoads());
  const result = state.check.data;
  const toUpload = state.ready && result ? result.valid - result.skipped : 0;
  const upload = () =>
    state.start((done) => {
      notify({ message: t('loadsScreens.upload.imported', { count: done.imported }), position: 'floating' });
      void navigate(paths.loads);
    });

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
          <CsvImportFields
            state={state}
            cannotRead={t('loadsScreens.upload.cannotRead')}
            ready={(count) => t('loadsScreens.upload.ready', { count })}
            afterCheck={
              result &&
              result.skipped > 0 && (
                <Text size="sm" role="status">
                  {t('loadsScreens.upload.skipped', { count: result.skipped })}
                </Text>
              )
            }
          />
          <Group justify="flex-end">
            <Button onClick={upload} disabled={toUpload === 0} loading={state.run.isPending}>
              {t('loadsScreens.upload.submit', { count: toUpload })}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
