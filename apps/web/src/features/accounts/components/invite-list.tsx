import type { Invite } from '@harvest/domain';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { RowButton } from '../../../ui/row-button';
import { CardList } from '../../../ui/card-list';

const STATUS_COLOURS: Record<Invite['status'], string> = {
  pending: 'blue',
  sent: 'blue',
  're-sent': 'blue',
  accepted: 'green',
  cancelled: 'gray',
};

interface InviteListProps {
  invites: readonly Invite[];
  /** Resend and Cancel, for those who may change the team; without them the list only reads. */
  actions?: {
    onResend: (invite: Invite) => void;
    onCancel: (invite: Invite) => void;
    /** The invite being sent again, whose button shows it. */
    resendingId: string | null;
  };
}

export function InviteList({ invites, actions }: InviteListProps) {
  const { t } = useTranslation();
  return (
    <CardList items={invites} keyOf={(invite) => invite.id}>
      {(invite) => (
        <>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600}>{invite.name}</Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {invite.email}
              </Text>
            </Stack>
            <Badge variant="light" color={STATUS_COLOURS[invite.status]} style={{ flexShrink: 0 }}>
              {t(`team.inviteStatus.${invite.status}`)}
            </Badge>
          </Group>
          <Stack gap={2} mt="xs">
            <Text size="sm">{t('team.invitedBy', { name: invite.invitedBy })}</Text>
            <Text size="sm" c="dimmed">
              {t('team.sent')}: <time dateTime={invite.sentAt}>{formatDateTime(invite.sentAt)}</time> ·{' '}
              {t('team.expires')}: <time dateTime={invite.expiresAt}>{formatDateTime(invite.expiresAt)}</time>
            </Text>
          </Stack>
          {actions && (
            <Group gap="xs" mt="sm">
              <RowButton
                loading={actions.resendingId === invite.id}
                onClick={() => actions.onResend(invite)}
                label={t('team.resendLabel', { email: invite.email })}
              >
                {t('team.resend')}
              </RowButton>
              <RowButton
                tone="danger"
                onClick={() => actions.onCancel(invite)}
                label={t('team.cancelLabel', { email: invite.email })}
              >
                {t('team.cancel')}
              </RowButton>
            </Group>
          )}
        </>
      )}
    </CardList>
  );
}
