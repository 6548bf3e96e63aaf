import type { ContractDetailView } from '@harvest/domain';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { paths } from '../../../lib/paths';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { notify } from '../../../ui/notifications/notify';
import { useDeleteContract, useGiveNotice } from '../api/contract-changes';
import { EditContractModal } from './contract-form';
import { RollOverModal } from './roll-over-modal';

type Open = 'edit' | 'delete' | 'notice' | 'roll' | null;

/**
 * What a party may do to the contract as a whole: edit it (a trade's contract only its number, dates, payment and
 * haulage reference), delete one the business entered (the API's 409 says when a delivery or invoice holds it), and
 * give a storage contract its 30 days' notice (§9), saying when it completes, and roll part of an open sales or
 * premium contract into a later month (§3, §4 rolled over).
 */
export function ContractActions({ contract }: { contract: ContractDetailView }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const remove = useDeleteContract();
  const notice = useGiveNotice();
  if (!canAccess(session, 'trading.contracts', 'write')) return null;
  const canNotice = contract.type === 'storage' && contract.status === 'active' && contract.noticeGivenAt === null;
  const rollable = contract.type !== 'storage' && contract.status === 'open';
  const close = () => {
    remove.reset();
    notice.reset();
    setOpen(null);
  };
  return (
    <Group gap="xs" wrap="wrap">
      <Button size="sm" variant="default" onClick={() => setOpen('edit')}>
        {t('contracts.actions.edit')}
      </Button>
      {canNotice && (
        <Button size="sm" variant="default" onClick={() => setOpen('notice')}>
          {t('contracts.actions.notice')}
        </Button>
      )}
      {rollable && (
        <Button size="sm" variant="default" onClick={() => setOpen('roll')}>
          {t('contracts.rollover.open')}
        </Button>
      )}
      {contract.entered && (
        <Button size="sm" variant="default" color="red" onClick={() => setOpen('delete')}>
          {t('contracts.actions.delete')}
        </Button>
      )}
      <EditContractModal opened={open === 'edit'} onClose={close} contract={contract} />
      <RollOverModal opened={open === 'roll'} onClose={close} contract={contract} />
      <ConfirmModal
        opened={open === 'delete'}
        onClose={close}
        words={t('contracts.actions.deleteConfirm', { returnObjects: true })}
        error={remove.error?.message ?? null}
        errorTitle={t('contracts.actions.deleteFailed')}
        confirmColour="red"
        confirming={remove.isPending}
        onConfirm={() =>
          remove.mutate(contract.id, {
            onSuccess: () => {
              notify({ message: t('contracts.actions.deleted'), position: 'floating' });
              void navigate(paths.contracts(contract.type));
            },
          })
        }
      >
        <Text size="sm">{t('contracts.actions.deleteBody')}</Text>
      </ConfirmModal>
      <ConfirmModal
        opened={open === 'notice'}
        onClose={close}
        words={t('contracts.actions.noticeConfirm', { returnObjects: true })}
        error={notice.error?.message ?? null}
        errorTitle={t('contracts.actions.noticeFailed')}
        confirmColour="orange"
        confirming={notice.isPending}
        onConfirm={() =>
          notice.mutate(contract.id, {
            onSuccess: (updated) => {
              notify({
                message: t('contracts.actions.noticeGiven', {
                  date: updated.completesAt ? formatDateTime(updated.completesAt) : '',
                }),
                position: 'floating',
              });
              close();
            },
          })
        }
      >
        <Text size="sm">{t('contracts.actions.noticeBody')}</Text>
      </ConfirmModal>
    </Group>
  );
}
