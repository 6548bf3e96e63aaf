import { Button, Code, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useHref, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../ui/use-page-title';
import { ErrorPageFrame } from './error-page-frame';
import { DetailList } from '../../ui/detail-list';

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
      <DetailList
        labelWidth="4rem"
        rows={[
          { label: t('errorPage.route'), value: <Code>{pathname}</Code> },
          { label: t('errorPage.base'), value: <Code>{base}</Code> },
        ]}
      />
    </ErrorPageFrame>
  );
}
