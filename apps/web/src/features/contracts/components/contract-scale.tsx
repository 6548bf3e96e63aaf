import { hasDefaultAdjustmentScale, type AdjustmentRule, type ContractDetailView } from '@harvest/domain';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPricePerTonne } from '../../../lib/format/price-per-tonne';
import { useCoreConfig } from '../../../lib/reference/use-core-config';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { notify } from '../../../ui/notifications/notify';
import { ScrollTable } from '../../../ui/scroll-table';
import { SectionCard } from '../../../ui/section-card';
import { useSetContractScale } from '../api/contract-pricing';
import { ScaleModal } from './scale-modal';

/**
 * The deduction and bonus scale a sales or premium contract's samples are priced by (trading §3 samples): the one
 * the parties agreed on it, or the UK default for its crop. Either party edits it or goes back to the default;
 * samples already recorded keep the scale they were priced by.
 */
export function ContractScale({ contract }: { contract: ContractDetailView }) {
  const { t } = useTranslation();
  const session = useSession();
  const reset = useSetContractScale();
  const [open, setOpen] = useState<'edit' | 'reset' | null>(null);
  if (contract.type === 'storage') return null;
  const canEdit = canAccess(session, 'trading.contracts', 'write') && contract.status === 'open';
  const own = contract.adjustmentScale;
  const close = () => {
    reset.reset();
    setOpen(null);
  };
  return (
    <SectionCard
      title={t('contracts.scale.title')}
      intro={t(
        own
          ? 'contracts.scale.agreed'
          : hasDefaultAdjustmentScale(contract.commodityId)
            ? 'contracts.scale.ukDefault'
            : 'contracts.scale.ukDefaultNone',
      )}
    >
      <Stack gap="sm">
        {own &&
          (own.length === 0 ? (
            <Text size="sm">{t('contracts.scale.noRules')}</Text>
          ) : (
            <ScaleTable contract={contract} rules={own} />
          ))}
        {canEdit && (
          <Group gap="xs">
            <Button size="sm" variant="default" onClick={() => setOpen('edit')}>
              {t('contracts.scale.edit.open')}
            </Button>
            {own && (
              <Button size="sm" variant="default" onClick={() => setOpen('reset')}>
                {t('contracts.scale.reset.open')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <ScaleModal opened={open === 'edit'} onClose={close} contract={contract} />
      <ConfirmModal
        opened={open === 'reset'}
        onClose={close}
        words={t('contracts.scale.reset.confirm', { returnObjects: true })}
        error={reset.error?.message ?? null}
        errorTitle={t('contracts.scale.reset.failed')}
        confirmColour="orange"
        confirming={reset.isPending}
        onConfirm={() =>
          reset.mutate(
            { id: contract.id, body: { scale: null } },
            {
              onSuccess: () => {
                notify({ message: t('contracts.scale.reset.done'), position: 'floating' });
                close();
              },
            },
          )
        }
      >
        <Text size="sm">{t('contracts.scale.reset.body')}</Text>
      </ConfirmModal>
    </SectionCard>
  );
}

function ScaleTable({ contract, rules }: { contract: ContractDetailView; rules: readonly AdjustmentRule[] }) {
  const { t } = useTranslation();
  const config = useCoreConfig();
  const reasons = [
    ...(config.data?.trading.settlementDeductionReasons ?? []),
    ...(config.data?.trading.settlementBonusReasons ?? []),
  ];
  const reasonName = (id: string) => reasons.find((reason) => reason.id === id)?.name ?? id;
  const money = (minor: number) => formatPricePerTonne(minor, contract.currency);
  return (
    <ScrollTable
      label={t('contracts.scale.tableLabel')}
      fz="sm"
      withTableBorder
      columns={[
        t('contracts.scale.columns.reason'),
        t('contracts.scale.columns.measure'),
        t('contracts.scale.columns.threshold'),
        t('contracts.scale.columns.step'),
        t('contracts.scale.columns.rate'),
        t('contracts.scale.columns.rejectAt'),
      ]}
    >
      {rules.map((rule, index) => (
        <Table.Tr key={index}>
          <Table.Td>{t(`contracts.scale.kinds.${rule.kind}`, { reason: reasonName(rule.reasonId) })}</Table.Td>
          <Table.Td>{t(`contracts.deliveries.measures.${rule.measure}`)}</Table.Td>
          <Table.Td>{t(`contracts.scale.sides.${rule.side}`, { threshold: rule.threshold })}</Table.Td>
          <Table.Td>{rule.step === null ? t('contracts.scale.flat') : rule.step}</Table.Td>
          <Table.Td>{money(rule.ratePerStepMinor)}</Table.Td>
          <Table.Td>{rule.rejectAt ?? '–'}</Table.Td>
        </Table.Tr>
      ))}
    </ScrollTable>
  );
}
