import { DEFAULT_LOCALE } from '@harvest/domain';
import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const dateFormat = new Intl.DateTimeFormat(DEFAULT_LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });

/** 'Published 23 November 2026', in the reader's time zone, en-GB. */
export function PublishedDate({ iso, ...props }: TextProps & { iso: string }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" {...props}>
      <time dateTime={iso}>{t('content.published', { date: dateFormat.format(new Date(iso)) })}</time>
    </Text>
  );
}
