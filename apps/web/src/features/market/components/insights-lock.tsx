import type { ModuleId } from '@harvest/domain';
import { Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { useModuleUnlocks } from '../../../lib/upgrades/get-module-unlocks';
import { useRequestModuleUnlock } from '../../../lib/upgrades/request-module-unlock';
import { upgradeStatus } from '../../../lib/upgrades/upgrade-status';
import { FormAlert } from '../../../ui/form-alert';
import { QueryState } from '../../../ui/query-state';

const INSIGHTS_MODULE: ModuleId = 'trading:insights:grain';
const GIVES = ['regional', 'typical', 'exFarm', 'futures', 'alerts'] as const;

interface InsightsLockProps {
  /** 2 where the lock stands for a page's content, 3 under a section's heading. */
  order?: 2 | 3;
}

/**
 * What a business without the insights upgrade sees where market data would be (spec §1, §6: insights is an upgrade
 * module, locked until requested): what the upgrade gives and the same upgrade request business setup sends.
 */
export function InsightsLock({ order = 2 }: InsightsLockProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={order} size="h4" id={titleId}>
          {t('market.insights.lock.title')}
        </Title>
        <Text size="sm">{t('market.insights.lock.intro')}</Text>
        <List size="sm" spacing={4}>
          {GIVES.map((key) => (
            <List.Item key={key}>{t(`market.insights.lock.gives.${key}`)}</List.Item>
          ))}
        </List>
        <UpgradeRequest />
      </Stack>
    </Card>
  );
}

/** The request, or that it is on its way; people who may not see the business's settings are sent to its owner. */
function UpgradeRequest() {
  const { t } = useTranslation();
  const session = useSession();
  const organisation = session.profile?.organisation;
  const canRead = canAccess(session, 'account.business', 'read');
  const unlocks = useModuleUnlocks(organisation?.id ?? '', { enabled: Boolean(organisation) && canRead });
  if (!organisation || !canRead) return <Text size="sm">{t('market.insights.lock.askOwner')}</Text>;
  return (
    <QueryState query={unlocks} errorTitle={t('market.insights.lock.loadError')}>
      {(data) =>
        upgradeStatus(INSIGHTS_MODULE, organisation.modules, data) === 'requested' ? (
          <Group gap="xs" wrap="nowrap" align="flex-start" role="status">
            <Badge variant="light" color="yellow.9" style={{ flexShrink: 0 }}>
              {t('market.insights.lock.requested')}
            </Badge>
            <Text size="sm">{t('market.insights.lock.requestedHint')}</Text>
          </Group>
        ) : (
          <RequestButton
            organisationId={organisation.id}
            canRequest={canAccess(session, 'account.business', 'write')}
          />
        )
      }
    </QueryState>
  );
}

function RequestButton({ organisationId, canRequest }: { organisationId: string; canRequest: boolean }) {
  const { t } = useTranslation();
  const request = useRequestModuleUnlock(organisationId);
  const [failed, setFailed] = useState(false);
  if (!canRequest) {
    return (
      <Stack gap={4} align="flex-start">
        <Text size="sm">{t('market.insights.lock.askOwner')}</Text>
        <Anchor component={Link} to={paths.businessSetup} size="sm">
          {t('market.insights.lock.businessSetup')}
        </Anchor>
      </Stack>
    );
  }
  const ask = () => {
    setFailed(false);
    request.mutate(INSIGHTS_MODULE, { onError: () => setFailed(true) });
  };
  return (
    <Stack gap="xs" align="flex-start">
      <FormAlert message={failed ? t('accounts.upgradeRequestError') : null} />
      <Button onClick={ask} loading={request.isPending}>
        {t('market.insights.lock.request')}
      </Button>
    </Stack>
  );
}
