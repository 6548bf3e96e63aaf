import { contractDetailsSchema, type ContractDetails } from '@harvest/domain';
import { Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { domainResolver } from '../../../lib/forms/domain-resolver';
import { FileUpload } from '../../../ui/file-upload/file-upload';
import { FormAlert } from '../../../ui/form-alert';
import { notify } from '../../../ui/notifications/notify';
import { SaveRow } from '../../../ui/save-row';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import { useAttachContract } from '../api/attach-contract';
import { fieldProps } from '../../../ui/field-props';

interface ContractValues {
  contractNumber: string;
  notes: string;
}

const API_FIELDS = ['contractNumber', 'notes'] as const;

/** The buyer's contract for a trade (§4: due within 72 hours): its number, the signed file and any notes. */
export function ContractDetailsForm({ bidId }: { bidId: string }) {
  const { t } = useTranslation();
  const attach = useAttachContract();
  const [file, setFile] = useState<{ id: string; name: string } | null>(null);
  const form = useForm<ContractValues, unknown, ContractDetails>({
    resolver: domainResolver(contractDetailsSchema, (values: ContractValues) => ({
      contractNumber: values.contractNumber,
      fileId: file?.id ?? null,
      notes: values.notes.trim() || null,
    })),
    defaultValues: { contractNumber: '', notes: '' },
  });
  const { formError, onSubmit } = useApiFormSubmit(form, API_FIELDS, async (body) => {
    await attach.mutateAsync({ id: bidId, ...body });
    notify({ message: t('trading.buyer.contract.sent'), position: 'floating' });
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <FormAlert message={formError} />
        <TextInput
          label={t('trading.buyer.contract.number')}
          autoComplete="off"
          required
          {...fieldProps(form, 'contractNumber')}
        />
        <FileUpload
          label={t('trading.buyer.contract.file')}
          buttonLabel={t('trading.buyer.contract.upload')}
          fields={{ bucket: 'files', type: 'trade-contract' }}
          showUploaded={false}
          failedTitle={t('trading.buyer.contract.uploadFailed')}
          onUploaded={([uploaded]) => {
            if (uploaded) setFile({ id: uploaded.id, name: uploaded.name });
          }}
        />
        {file && (
          <Text size="sm" role="status">
            {t('trading.buyer.contract.attached', { name: file.name })}
          </Text>
        )}
        <Textarea label={t('trading.buyer.contract.notes')} rows={2} maxLength={2000} {...fieldProps(form, 'notes')} />
        <SaveRow label={t('trading.buyer.contract.send')} saving={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}
