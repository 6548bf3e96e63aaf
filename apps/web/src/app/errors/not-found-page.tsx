import { Button, Code, DataList, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useHref, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../ui/use-page-title';
import { ErrorPageFrame } from './error-page-frame';

/** An unmatched route, or a page whose object does not exist (spec §2: 404 with route and base). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const base = useHref('/');
  usePageTitle(t('errorPage.notFoundTitle'));

  return (
    <ErrorPageFrame
      code="404"
      title={t('errors.pageNotFound')}
      actions={
        <Button component={Link} to={paths.home}>
          {t('errorPage.home')}
        </Button>
      }
    >
      <Text>{t('errors.notFound')}</Text>
      <DataList size="sm" labelWidth="4rem">
        {[
          [t('errorPage.route'), pathname],
          [t('errorPage.base'), base],
        ].map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Code>{value}</Code>
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
    </ErrorPageFrame>
  );
}
