import type { MailboxItem } from '@harvest/domain';
import { Anchor, Code, Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { paths } from '../../../lib/paths';
import { MailboxStatusBadge } from './mailbox-status-badge';
import { CardList } from '../../../ui/card-list';

/** One card per message: it reads the same at 375 px as on a desktop, with nothing to scroll sideways. */
export function MailboxList({ items }: { items: MailboxItem[] }) {
  const { t } = useTranslation();
  return (
    <CardList items={items} keyOf={(item) => item.id}>
      {(item) => (
        <>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Anchor component={Link} to={paths.devMailboxMessage(item.id)} fw={600} style={{ wordBreak: 'break-word' }}>
              {item.subject}
            </Anchor>
            <MailboxStatusBadge status={item.status} />
          </Group>
          <Text size="sm" mt={6} style={{ wordBreak: 'break-all' }}>
            <Text span size="sm" fw={600}>
              {t('mailbox.to')}:
            </Text>{' '}
            {item.to}
          </Text>
          <Group gap="sm" mt={6} justify="space-between" wrap="wrap">
            <Text span size="sm">
              <VisuallyHidden>{t('mailbox.template')}: </VisuallyHidden>
              <Code>{item.template}</Code>
            </Text>
            <Text size="sm" c="dimmed">
              <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
            </Text>
          </Group>
        </>
      )}
    </CardList>
  );
}
