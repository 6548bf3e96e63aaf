import { landingPath } from '@harvest/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { landingSubjectOf } from '../../../lib/session/session-selectors';
import { sessionStore } from '../../../lib/storage/session-store';
import { useStartImpersonation } from '../api/start-impersonation';
import type { ImpersonationChoice } from './organisation-card';

interface ImpersonateModalProps {
  choice: ImpersonationChoice | null;
  onClose: () => void;
}

/** Confirms an impersonation, starts it and lands where the impersonated organisation would. */
export function ImpersonateModal({ choice, onClose }: ImpersonateModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useStartImpersonation();
  const name = choice?.kind === 'user' ? choice.member.name : (choice?.organisation.name ?? '');

  const close = () => {
    start.reset();
    onClose();
  };

  const confirm = () => {
    if (!choice) return;
    start.mutate(
      {
        organisationId: choice.organisation.id,
        userId: choice.kind === 'user' ? choice.member.userId : undefined,
      },
      {
        onSuccess: async () => {
          onClose();
          await navigate(landingPath(landingSubjectOf(sessionStore.getSnapshot())));
          // Nothing the administrator loaded as themselves may show inside the impersonation. Cleared
          // once this page has gone, or its list would be fetched again as the impersonated organisation.
          queryClient.clear();
        },
        onError: (error) => console.error('Impersonation failed', error),
      },
    );
  };

  return (
    <Modal
      opened={choice !== null}
      onClose={close}
      title={t('admin.impersonate.title', { name })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {choice?.kind === 'user'
            ? t('admin.impersonate.userBody', { name, organisation: choice.organisation.name })
            : t('admin.impersonate.organisationBody', { name })}
        </Text>
        {start.isError && (
          <Alert color="red" variant="light" title={t('admin.impersonate.failed')} role="alert">
            {start.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('admin.impersonate.cancel')}
          </Button>
          <Button onClick={confirm} loading={start.isPending} data-autofocus>
            {t('admin.impersonate.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
