import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useHref, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../ui/use-page-title';
import { ErrorPageFrame } from './error-page-frame';

/**
 * An unmatched route, or a page whose object does not exist. Spec §2 asks for the route and the base; the person
 * is shown the address they opened in plain words, and the base only in development builds (docs/decisions.md).
 */
export function NotFoundPage({ development = import.meta.env.DEV }: { development?: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
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
      <Text>
        {t('errorPage.askedFor')}{' '}
        <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
          {pathname + search}
        </Text>
      </Text>
      <Text>{t('errorPage.nextStep')}</Text>
      {development && (
        <Text size="sm" c="dimmed">
          {t('errorPage.base', { base })}
        </Text>
      )}
    </ErrorPageFrame>
  );
}
