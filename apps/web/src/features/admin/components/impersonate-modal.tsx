import { landingPath, type ModalName } from '@harvest/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { landingSubjectOf } from '../../../lib/session/session-selectors';
import { sessionStore } from '../../../lib/storage/session-store';
import { Dialog } from '../../../ui/modals/dialog';
import type { ModalComponentProps } from '../../../ui/modals/modal-registry';
import { useStartImpersonation } from '../api/start-impersonation';
import type { ImpersonationChoice } from './organisation-details';

/** The modal's name in the `action` query value (spec §2: impersonate). */
export const IMPERSONATE_MODAL = 'impersonate' satisfies ModalName;

/** What business accounts opens it with: `open('impersonate', { choice })`. */
export interface ImpersonateModalProps {
  choice: ImpersonationChoice;
}

function isChoice(value: unknown): value is ImpersonationChoice {
  if (typeof value !== 'object' || value === null || !('kind' in value) || !('organisation' in value)) return false;
  const { organisation } = value;
  const named = typeof organisation === 'object' && organisation !== null && 'id' in organisation;
  return named && (value.kind === 'organisation' || (value.kind === 'user' && 'member' in value));
}

/**
 * The administrator's impersonation (spec §2, impersonate): confirms it, starts it and lands where the impersonated
 * organisation would. Registered with the modal registry and opened by name from business accounts with the choice
 * made there; an address naming it alone has no choice, and the host closes it.
 */
export function ImpersonateModal({ props, close }: ModalComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useStartImpersonation();
  const choice = isChoice(props?.choice) ? props.choice : null;
  if (!choice) return null;
  const name = choice.kind === 'user' ? choice.member.name : choice.organisation.name;

  const confirm = () => {
    start.mutate(
      {
        organisationId: choice.organisation.id,
        userId: choice.kind === 'user' ? choice.member.userId : undefined,
      },
      {
        onSuccess: async () => {
          // In the dialog's place in the history, so Back from the landing page returns to business accounts.
          await navigate(landingPath(landingSubjectOf(sessionStore.getSnapshot())), { replace: true });
          // Nothing the administrator loaded as themselves may show inside the impersonation. Cleared
          // once this page has gone, or its list would be fetched again as the impersonated organisation.
          queryClient.clear();
        },
        onError: (error) => console.error('Impersonation failed', error),
      },
    );
  };

  return (
    <Dialog opened onClose={close} title={t('admin.impersonate.title', { name })}>
      <Stack gap="md">
        <Text size="sm">
          {choice.kind === 'user'
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
    </Dialog>
  );
}
