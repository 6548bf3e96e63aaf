import type { ContractView, FixingState } from '@harvest/domain';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContractStatusBadge } from './contract-status-badge';

/**
 * §4 Contract: its status, then the labels beside it: fixed or unfixed (on the contract page, an unfixed contract's
 * fixing state: partly fixed says more than unfixed), and rolled over.
 */
export function ContractLabels({ contract, fixingState }: { contract: ContractView; fixingState?: FixingState }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap">
      <ContractStatusBadge state={contract.status} />
      <Badge variant="default" style={{ flexShrink: 0 }}>
        {fixingState && contract.priceType === 'unfixed'
          ? t(`fixings.states.${fixingState}`)
          : t(`contracts.priceTypes.${contract.fixed ? 'fixed' : 'unfixed'}`)}
      </Badge>
      {contract.rolledOver && (
        <Badge variant="default" style={{ flexShrink: 0 }}>
          {t('contracts.rolledOver')}
        </Badge>
      )}
    </Group>
  );
}
