import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../ui/use-page-title';
import { ErrorPageFrame } from './error-page-frame';

/** The API answered 503 with x-offline: this build is older than the server supports. */
export function OutOfDatePage() {
  const { t } = useTranslation();
  usePageTitle(t('errors.outOfDate'));
  return (
    <ErrorPageFrame
      code="503"
      title={t('errors.outOfDate')}
      actions={<Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>}
    >
      <Text>{t('errorPage.outOfDateBody')}</Text>
    </ErrorPageFrame>
  );
}
