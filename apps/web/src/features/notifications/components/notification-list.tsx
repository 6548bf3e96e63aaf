import type { AccountNotification } from '@harvest/domain';
import { Box, Button, Group, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { ErrorState } from '../../../ui/error-state';
import { LoadingState } from '../../../ui/loading-state';

interface NotificationListProps {
  titleId: string;
  items: readonly AccountNotification[] | undefined;
  loading: boolean;
  error: boolean;
  retrying: boolean;
  onRetry: () => void;
  onOpen: (notification: AccountNotification) => void;
  onMarkAllRead: () => void;
  /** The heading is the dialog's own title on a phone. */
  showTitle?: boolean;
}

function primaryRedirect(notification: AccountNotification) {
  return notification.callToAction?.actions.find((action) => action.isPrimary)?.redirect;
}

/** The account notifications: newest first, unread marked, with loading, error and empty states. */
export function NotificationList({
  titleId,
  items,
  loading,
  error,
  retrying,
  onRetry,
  onOpen,
  onMarkAllRead,
  showTitle = true,
}: NotificationListProps) {
  const { t } = useTranslation();
  const unread = items?.filter((item) => !item.read).length ?? 0;

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        {showTitle ? (
          <Title order={2} size="h4" id={titleId}>
            {t('accountNotifications.title')}
          </Title>
        ) : (
          <span />
        )}
        <Button variant="subtle" size="xs" onClick={onMarkAllRead} disabled={unread === 0}>
          {t('accountNotifications.markAllRead')}
        </Button>
      </Group>
      {loading ? (
        <LoadingState label={t('accountNotifications.title')} />
      ) : error ? (
        <ErrorState
          title={t('accountNotifications.loadError')}
          message={t('errors.somethingWentWrong')}
          onRetry={onRetry}
          retrying={retrying}
        />
      ) : !items || items.length === 0 ? (
        <Stack gap={4} py="md" ta="center">
          <Text fw={600}>{t('accountNotifications.empty')}</Text>
          <Text size="sm" c="dimmed">
            {t('accountNotifications.emptyHint')}
          </Text>
        </Stack>
      ) : (
        <Box component="ul" aria-labelledby={titleId} m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => {
            const redirect = primaryRedirect(item);
            const external = redirect?.path === undefined && redirect?.url !== undefined;
            return (
              <li key={item.id}>
                <UnstyledButton
                  onClick={() => onOpen(item)}
                  w="100%"
                  p="xs"
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                  bg={item.read ? undefined : 'var(--mantine-color-blue-light)'}
                >
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Box
                      w={8}
                      h={8}
                      mt={6}
                      style={{ borderRadius: '50%', flex: 'none' }}
                      bg={item.read ? 'transparent' : 'blue'}
                      aria-hidden="true"
                    />
                    <Stack gap={2}>
                      <Text size="sm" fw={item.read ? 400 : 700}>
                        {!item.read && <VisuallyHidden>{`${t('accountNotifications.unread')}: `}</VisuallyHidden>}
                        {item.title}
                        {external && <VisuallyHidden>{` ${t('accountNotifications.newTab')}`}</VisuallyHidden>}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {item.message}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(item.createdAt)}
                      </Text>
                    </Stack>
                  </Group>
                </UnstyledButton>
              </li>
            );
          })}
        </Box>
      )}
    </Stack>
  );
}
