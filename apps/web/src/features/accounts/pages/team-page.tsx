import { BUILT_IN_GROUPS, type Invite } from '@harvest/domain';
import { Button, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { ErrorState } from '../../../ui/error-state';
import { MailIcon } from '../../../ui/icons/mail-icon';
import { TeamIcon } from '../../../ui/icons/team-icon';
import { LoadingState } from '../../../ui/loading-state';
import { OffsetPagination } from '../../../ui/offset-pagination';
import { useActionModal } from '../../../ui/use-action-modal';
import { usePageTitle } from '../../../ui/use-page-title';
import { useGroups } from '../api/get-groups';
import { useInvites } from '../api/get-invites';
import { useTeamMembers } from '../api/get-team-members';
import { useResendInvite } from '../api/resend-invite';
import { CancelInviteModal } from '../components/cancel-invite-modal';
import { InviteList } from '../components/invite-list';
import { InviteMemberModal, TEAM_MEMBER_NEW_MODAL } from '../components/invite-member-modal';
import { TeamMemberList } from '../components/team-member-list';

const MEMBERS_TITLE_ID = 'team-members-title';
const INVITES_TITLE_ID = 'team-invites-title';

/** The members' page lives in the URL (`offset`), beside any open modal's `action`. */
function useOffsetParam(): [number, (offset: number) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = Number.parseInt(params.get('offset') ?? '', 10);
  const offset = Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
  const setOffset = (next: number) => {
    const search = new URLSearchParams(params);
    if (next > 0) search.set('offset', String(next));
    else search.delete('offset');
    setParams(search);
  };
  return [offset, setOffset];
}

/**
 * Team management (account.teams read): the organisation's members, its open invitations
 * and, with account.teams write, inviting someone and resending or cancelling invitations.
 */
export function TeamPage() {
  const { t } = useTranslation();
  usePageTitle(t('team.title'));
  const session = useSession();
  const canWrite = canAccess(session, 'account.teams', 'write');
  const organisationName = session.profile?.organisation.name ?? '';
  const [offset, setOffset] = useOffsetParam();
  const members = useTeamMembers(offset);
  const invites = useInvites();
  const groups = useGroups();
  const inviteModal = useActionModal(TEAM_MEMBER_NEW_MODAL);
  const resend = useResendInvite();
  const [cancelling, setCancelling] = useState<Invite | null>(null);

  const groupList = groups.data ?? BUILT_IN_GROUPS;
  const groupName = (id: string) => groupList.find((group) => group.id === id)?.name ?? id;

  const resendInvite = (invite: Invite) =>
    resend.mutate(invite.id, {
      onSuccess: ({ message }) =>
        notifications.show({ color: 'green', message: message || t('accounts.inviteResent') }),
      onError: (error) => notifications.show({ color: 'red', title: t('team.actionFailed'), message: error.message }),
    });

  return (
    <Stack gap="xl" maw={960}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap="xs" style={{ flex: '1 1 320px' }}>
          <Title order={1}>{t('team.title')}</Title>
          <Text>{t('team.intro', { organisation: organisationName })}</Text>
          {!canWrite && (
            <Text size="sm" c="dimmed">
              {t('team.readOnly')}
            </Text>
          )}
        </Stack>
        {canWrite && <Button onClick={inviteModal.open}>{t('team.invite')}</Button>}
      </Group>

      <Stack component="section" gap="md" aria-labelledby={MEMBERS_TITLE_ID}>
        <Title order={2} size="h3" id={MEMBERS_TITLE_ID}>
          {t('team.membersTitle')}
        </Title>
        {members.isPending ? (
          <LoadingState />
        ) : members.isError ? (
          <ErrorState
            title={t('team.membersError')}
            message={members.error.message}
            onRetry={() => void members.refetch()}
            retrying={members.isFetching}
          />
        ) : members.data.members.length === 0 ? (
          <EmptyState icon={<TeamIcon size={32} />} withIndicatorBackground py="lg">
            <EmptyState.Title order={3}>{t('team.noMembers')}</EmptyState.Title>
          </EmptyState>
        ) : (
          <Stack gap="md" aria-busy={members.isPlaceholderData}>
            <TeamMemberList members={members.data.members} groupName={groupName} />
            {members.data.pagination && (
              <OffsetPagination
                pagination={members.data.pagination}
                shown={members.data.members.length}
                onOffsetChange={setOffset}
              />
            )}
          </Stack>
        )}
      </Stack>

      <Stack component="section" gap="md" aria-labelledby={INVITES_TITLE_ID}>
        <Title order={2} size="h3" id={INVITES_TITLE_ID}>
          {t('team.invitesTitle')}
        </Title>
        {invites.isPending ? (
          <LoadingState />
        ) : invites.isError ? (
          <ErrorState
            title={t('team.invitesError')}
            message={invites.error.message}
            onRetry={() => void invites.refetch()}
            retrying={invites.isFetching}
          />
        ) : invites.data.length === 0 ? (
          <EmptyState icon={<MailIcon size={32} />} withIndicatorBackground py="lg">
            <EmptyState.Title order={3}>{t('team.noInvites')}</EmptyState.Title>
            <EmptyState.Description>{t('team.noInvitesHint')}</EmptyState.Description>
          </EmptyState>
        ) : (
          <InviteList
            invites={invites.data}
            actions={
              canWrite
                ? {
                    onResend: resendInvite,
                    onCancel: setCancelling,
                    resendingId: resend.isPending ? (resend.variables ?? null) : null,
                  }
                : undefined
            }
          />
        )}
      </Stack>

      {canWrite && (
        <>
          <InviteMemberModal
            opened={inviteModal.opened}
            onClose={inviteModal.close}
            organisationName={organisationName}
            groups={groupList}
            groupsFailed={groups.isError}
          />
          <CancelInviteModal invite={cancelling} onClose={() => setCancelling(null)} />
        </>
      )}
    </Stack>
  );
}
