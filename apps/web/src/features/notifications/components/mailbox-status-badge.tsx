import type { MailboxItem } from '@harvest/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<MailboxItem['status'], string> = {
  pending: 'blue',
  sent: 'green',
  failed: 'red',
};

export function MailboxStatusBadge({ status }: { status: MailboxItem['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOURS[status]} variant="light">
      {t(`mailbox.statuses.${status}`)}
    </Badge>
  );
}
