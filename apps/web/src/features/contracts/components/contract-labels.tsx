import type { ContractView } from '@harvest/domain';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContractStatusBadge } from './contract-status-badge';

/** §4 Contract: its status, then the labels beside it: fixed or unfixed, and rolled over. */
export function ContractLabels({ contract }: { contract: ContractView }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap">
      <ContractStatusBadge state={contract.status} />
      <Badge variant="default" style={{ flexShrink: 0 }}>
        {t(`contracts.priceTypes.${contract.fixed ? 'fixed' : 'unfixed'}`)}
      </Badge>
      {contract.rolledOver && (
        <Badge variant="default" style={{ flexShrink: 0 }}>
          {t('contracts.rolledOver')}
        </Badge>
      )}
    </Group>
  );
}
