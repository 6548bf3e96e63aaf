import type { ContractView } from '@harvest/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { FileUpload } from '../../../ui/file-upload/file-upload';
import { notify } from '../../../ui/notifications/notify';
import { SectionCard } from '../../../ui/section-card';
import { StoredFileButton } from '../../../ui/stored-file-button';
import { useAttachContractFile, useRemoveContractFile } from '../api/contract-changes';

/**
 * The contract's files: each to download, attach another (uploaded through the files kit, shared with the other
 * party) or take one off. A failure says the spec's 'error deleting or uploading file' (§8).
 */
export function ContractFiles({ contract }: { contract: ContractView }) {
  const { t } = useTranslation();
  const session = useSession();
  const canWrite = canAccess(session, 'trading.contracts', 'write');
  const attach = useAttachContractFile();
  const remove = useRemoveContractFile();
  const [removing, setRemoving] = useState<string | null>(null);
  const other = contract.side === 'seller' ? contract.buyer.organisationId : contract.seller.organisationId;
  const failed = () => notify({ type: 'error', position: 'floating', message: t('contracts.files.failed') });
  const closeRemove = () => {
    remove.reset();
    setRemoving(null);
  };
  return (
    <SectionCard title={t('contracts.detail.files')}>
      <Stack gap="sm">
        {contract.fileIds.length === 0 ? (
          <Text size="sm">
            {t(
              // Only a trade's contract comes with the buyer's signed copy; an entered or rolled one has no trade.
              contract.tradeId === null ? 'contracts.detail.noFilesEntered' : 'contracts.detail.noFiles',
            )}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {contract.fileIds.map((fileId, index) => (
              <Group component="li" key={fileId} justify="space-between" gap="sm">
                <Text size="sm">{t('contracts.detail.file', { index: index + 1 })}</Text>
                <Group gap="xs">
                  <StoredFileButton
                    fileId={fileId}
                    fileName={`contract-${contract.contractNumber ?? contract.id}-${index + 1}`}
                    label={t('contracts.detail.downloadNamed', { index: index + 1 })}
                    failure={t('contracts.detail.downloadFailed')}
                  >
                    {t('contracts.detail.download')}
                  </StoredFileButton>
                  {canWrite && (
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setRemoving(fileId)}
                      aria-label={t('contracts.files.removeNamed', { index: index + 1 })}
                    >
                      {t('contracts.files.remove')}
                    </Button>
                  )}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        {canWrite && (
          <FileUpload
            label={t('contracts.files.label')}
            buttonLabel={t('contracts.files.upload')}
            fields={{ bucket: 'files', type: 'contract', ...(other ? { organisations: [other] } : {}) }}
            showUploaded={false}
            onUploaded={([uploaded]) => {
              if (!uploaded) return;
              attach.mutate(
                { id: contract.id, fileId: uploaded.id },
                {
                  onSuccess: () => notify({ message: t('contracts.files.attached'), position: 'floating' }),
                  onError: failed,
                },
              );
            }}
          />
        )}
      </Stack>
      <ConfirmModal
        opened={removing !== null}
        onClose={closeRemove}
        words={t('contracts.files.removeConfirm', { returnObjects: true })}
        error={remove.error?.message ?? null}
        errorTitle={t('contracts.files.failed')}
        confirmColour="red"
        confirming={remove.isPending}
        onConfirm={() => {
          if (removing === null) return;
          remove.mutate(
            { id: contract.id, fileId: removing },
            {
              onSuccess: () => {
                notify({ message: t('contracts.files.removed'), position: 'floating' });
                closeRemove();
              },
            },
          );
        }}
      >
        <Text size="sm">{t('contracts.files.removeBody')}</Text>
      </ConfirmModal>
    </SectionCard>
  );
}
