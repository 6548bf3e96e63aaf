import type { FloatingNotificationType } from '@harvest/domain';
import { Notification, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { dismiss, notifyRouteChanged, useFloatingNotifications } from './notify';

const COLOURS: Record<FloatingNotificationType, string> = {
  success: 'green',
  information: 'blue',
  warning: 'yellow',
  error: 'red',
  generic: 'gray',
};

/**
 * The floating notifications, top centre over every layout. A change of page (the path,
 * not a modal's query value) is a route change, which sticky notifications count.
 * Each is an alert: it appears by itself and may be gone in 6 s, before a polite
 * announcement would have had its turn.
 */
export function NotificationHost() {
  const { t } = useTranslation();
  const list = useFloatingNotifications();
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    notifyRouteChanged();
  }, [pathname]);

  return (
    <Stack
      gap="xs"
      pos="fixed"
      top={16}
      left="50%"
      w="min(440px, calc(100vw - 32px))"
      style={{ transform: 'translateX(-50%)', zIndex: 400, pointerEvents: 'none' }}
      data-testid="floating-notifications"
    >
      {list.map((item) => (
        <Notification
          key={item.id}
          color={COLOURS[item.type]}
          title={item.title ?? undefined}
          role="alert"
          withCloseButton={item.dismissible}
          closeButtonProps={{ 'aria-label': t('common.close') }}
          onClose={() => dismiss(item.id)}
          data-type={item.type}
          data-position={item.position}
          style={{ pointerEvents: 'auto' }}
        >
          {item.message}
        </Notification>
      ))}
    </Stack>
  );
}
