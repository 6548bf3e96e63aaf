import { Anchor, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths, SUPPORT_EMAIL } from '../../lib/paths';
import { usePageTitle } from '../../ui/use-page-title';
import { ErrorPageFrame } from './error-page-frame';

interface GenericErrorPageProps {
  status?: number;
  message?: string;
  /** Back only makes sense with somewhere to go back to (spec §2); defaults to the tab's history. */
  canGoBack?: boolean;
}

export function GenericErrorPage({ status, message, canGoBack = window.history.length > 1 }: GenericErrorPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('errorPage.genericTitle'));

  return (
    <ErrorPageFrame
      code={status ? String(status) : undefined}
      title={t('errorPage.genericTitle')}
      actions={
        <Group gap="sm">
          {canGoBack && (
            <Button variant="default" onClick={() => void navigate(-1)}>
              {t('errorPage.back')}
            </Button>
          )}
          <Button component={Link} to={paths.home}>
            {t('errorPage.home')}
          </Button>
        </Group>
      }
    >
      {status !== undefined && <Text fw={600}>{t('errorPage.status', { status })}</Text>}
      <Text>{message ?? t('errors.somethingWentWrong')}</Text>
      <Text size="sm">
        {t('errorPage.contactPrompt')} <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{t('errorPage.contactUs')}</Anchor>
      </Text>
    </ErrorPageFrame>
  );
}
