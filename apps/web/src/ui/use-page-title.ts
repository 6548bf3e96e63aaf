import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the page, so each page has its own title (WCAG 2.4.2). */
export function usePageTitle(title: string | null): void {
  const { t } = useTranslation();
  useDocumentTitle(title ? t('app.pageTitle', { title }) : t('app.name'));
}
