import type { ContractView, StockRecord } from '@harvest/domain';
import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { ErrorState } from '../../../ui/error-state';
import { FormAlert } from '../../../ui/form-alert';
import { notify } from '../../../ui/notifications/notify';
import { useStorageContracts } from '../api/get-storage-contracts';
import { useLinkStorageContract } from '../api/link-storage-contract';

const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The storage contract a lot is linked to, by its number, opening the contract for those who may read contracts
 * (plain text otherwise); nothing for a lot that is not linked. `size` follows the text it sits in.
 */
export function StorageContractNumber({ record, size = 'sm' }: { record: StockRecord; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const readsContracts = canAccess(useSession(), 'trading.contracts', 'read');
  if (!record.storageContractId) return null;
  const number = record.storageContractNumber ?? t('inventoryScreens.lot.contractUnnumbered');
  if (!readsContracts) return <Text size={size}>{number}</Text>;
  return (
    <Anchor
      component={Link}
      to={paths.contract(record.storageContractId)}
      size={size}
      w="fit-content"
      aria-label={t('inventoryScreens.lot.openContract', { number })}
    >
      {number}
    </Anchor>
  );
}

/**
 * A lot's storage contract (issue 21: the typed reference becomes a link): a linked one by its number, opening its
 * page for those who may read contracts; a lot stored for someone else and not yet linked shows the reference typed
 * before and, for those who may change stock, the business's active storage contracts of its crop to link it to.
 */
export function LotStorageContract({ record }: { record: StockRecord }) {
  const { t } = useTranslation();
  const session = useSession();
  const readsContracts = canAccess(session, 'trading.contracts', 'read');
  const changesStock = canAccess(session, 'inventory.movements', 'write');
  if (record.storageContractId) return <StorageContractNumber record={record} />;
  return (
    <Stack gap="xs">
      <Text size="sm">{record.storageContractRef ?? t('inventoryScreens.lot.notLinked')}</Text>
      {readsContracts && changesStock && <LinkStorageContract record={record} />}
    </Stack>
  );
}

/** The business's active storage contracts of the lot's crop to link it to; §8's message when they cannot be read. */
function LinkStorageContract({ record }: { record: StockRecord }) {
  const { t } = useTranslation();
  const contracts = useStorageContracts(true);
  const link = useLinkStorageContract();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (contracts.isPending) return <Text size="sm">{t('inventoryScreens.lot.loadingContracts')}</Text>;
  if (contracts.isError) {
    return (
      <ErrorState
        title={t('contracts.list.loadError')}
        message={failure(contracts.error)}
        onRetry={() => void contracts.refetch()}
        retrying={contracts.isFetching}
      />
    );
  }
  const fits = (contract: ContractView) => contract.status === 'active' && contract.commodityId === record.commodityId;
  const options = contracts.data.filter(fits);
  if (options.length === 0) {
    return (
      <Text size="sm">
        {t('inventoryScreens.lot.noStorageContracts')}{' '}
        <Anchor component={Link} to={paths.contracts('storage')}>
          {t('inventoryScreens.lot.toStorageContracts')}
        </Anchor>
      </Text>
    );
  }
  const save = async () => {
    if (!chosen) return;
    setError(null);
    try {
      await link.mutateAsync({ recordId: record.id, storageContractId: chosen });
      notify({ message: t('inventoryScreens.lot.linked'), position: 'floating' });
    } catch (failed) {
      setError(failure(failed));
    }
  };
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label={t('inventoryScreens.lot.linkLabel')}
          placeholder={t('inventoryScreens.lot.linkPlaceholder')}
          data={options.map((contract) => ({
            value: contract.id,
            label: t('inventoryScreens.lot.contractOption', {
              number: contract.contractNumber ?? t('inventoryScreens.lot.contractUnnumbered'),
              party: contract.buyer.name,
            }),
          }))}
          value={chosen}
          onChange={setChosen}
          // Beside its button where there is room; alone on its line, as wide as the column, on a phone.
          style={{ flex: '1 1 12rem', minWidth: 0, maxWidth: '20rem' }}
        />
        <Button variant="light" onClick={() => void save()} loading={link.isPending} disabled={!chosen}>
          {t('inventoryScreens.lot.link')}
        </Button>
      </Group>
      <FormAlert message={error} />
    </Stack>
  );
}
