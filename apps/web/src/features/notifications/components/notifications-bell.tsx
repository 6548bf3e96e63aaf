import type { AccountNotification } from '@harvest/domain';
import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isAuthenticated } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { Dialog } from '../../../ui/modals/dialog';
import { useAccountNotifications } from '../api/get-account-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { BellIcon } from './bell-icon';
import { NotificationList } from './notification-list';
import { useLiveNotifications } from './use-live-notifications';

/**
 * The header's bell with the unread count, opening the account notifications: a popover beside it on
 * a desktop, a fly-out dialog on a phone. Choosing one marks it read and follows its primary
 * action (a path in the app, or an address in a new tab).
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = isAuthenticated(session);
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const list = useAccountNotifications(signedIn);
  const markRead = useMarkNotificationsRead();
  useLiveNotifications();

  if (!signedIn) return null;
  const items = list.data;
  const unread = items?.filter((item) => !item.read).length ?? 0;

  const onOpen = (notification: AccountNotification) => {
    if (!notification.read) markRead.mutate([notification.id]);
    setOpened(false);
    const redirect = notification.callToAction?.actions.find((action) => action.isPrimary)?.redirect;
    if (redirect?.path) void navigate(redirect.path);
    else if (redirect?.url) window.open(redirect.url, '_blank', 'noopener,noreferrer');
  };

  const onMarkAllRead = () => {
    const ids = (items ?? []).filter((item) => !item.read).map((item) => item.id);
    if (ids.length > 0) markRead.mutate(ids);
  };

  const content = (
    <NotificationList
      titleId={titleId}
      items={items}
      loading={list.isPending}
      error={list.isError}
      retrying={list.isFetching}
      onRetry={() => void list.refetch()}
      onOpen={onOpen}
      onMarkAllRead={onMarkAllRead}
      showTitle={!phone}
    />
  );

  const label = unread > 0 ? t('accountNotifications.bellUnread', { count: unread }) : t('accountNotifications.bell');
  const button = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      aria-expanded={opened}
      aria-haspopup="dialog"
      onClick={() => {
        // Opening always shows the list as the server has it now, whatever a live event raced with.
        if (!opened) void list.refetch();
        setOpened(!opened);
      }}
    >
      <BellIcon />
    </ActionIcon>
  );
  // The popover's target is the button itself: its aria attributes are not allowed on the badge's wrapper.
  const withBadge = (target: ReactNode) => (
    <Indicator
      label={<span aria-hidden="true">{unread}</span>}
      size={18}
      disabled={unread === 0}
      color="red"
      offset={6}
    >
      {target}
    </Indicator>
  );

  if (phone) {
    return (
      <>
        {withBadge(button)}
        <Dialog
          opened={opened}
          onClose={() => setOpened(false)}
          title={t('accountNotifications.title')}
          variant="flyout"
        >
          {content}
        </Dialog>
      </>
    );
  }

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} offset={10} trapFocus withinPortal>
      {withBadge(<Popover.Target>{button}</Popover.Target>)}
      <Popover.Dropdown role="dialog" aria-labelledby={titleId}>
        {content}
      </Popover.Dropdown>
    </Popover>
  );
}
