import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { endImpersonation } from '../../lib/session/end-impersonation';
import { useSession } from '../../lib/session/use-session';

export const IMPERSONATION_BANNER_HEIGHT = 44;

/** Across the top of the shell while an administrator acts as someone else, with the way back. */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const { impersonation } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [ending, setEnding] = useState(false);

  if (!impersonation) return null;

  const end = async () => {
    setEnding(true);
    await endImpersonation();
    queryClient.clear();
    setEnding(false);
    await navigate(paths.businessAccounts);
  };

  return (
    <Group
      role="region"
      aria-label={t('admin.banner.region')}
      h={IMPERSONATION_BANNER_HEIGHT}
      px="md"
      gap="sm"
      justify="center"
      wrap="nowrap"
      bg="orange.1"
      style={{ borderBottom: '2px solid var(--mantine-color-orange-6)' }}
    >
      <Text size="sm" fw={600} c="dark.8" truncate style={{ minWidth: 0 }}>
        {t('admin.banner.viewingAs', { name: impersonation.name })}
      </Text>
      <Button size="compact-sm" color="dark" onClick={() => void end()} loading={ending} style={{ flexShrink: 0 }}>
        {t('admin.banner.end')}
      </Button>
    </Group>
  );
}
