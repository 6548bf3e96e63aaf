import {
  BUILT_IN_GROUPS,
  MODAL_ACTION_PARAM,
  formatModalActions,
  isOwner,
  parseModalActions,
  type Invite,
  type ModalName,
  type TeamMember,
} from '@harvest/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { MailIcon } from '../../../ui/icons/mail-icon';
import { TeamIcon } from '../../../ui/icons/team-icon';
import { PagedQueryState } from '../../../ui/paged-query-state';
import { EmptyListState } from '../../../ui/empty-list-state';
import { useOffsetParam } from '../../../ui/use-offset-param';
import { openedHere, useModal } from '../../../ui/modals/use-modals';
import { usePageTitle } from '../../../ui/use-page-title';
import { useGroups } from '../api/get-groups';
import { useInvites } from '../api/get-invites';
import { useTeamMembers } from '../api/get-team-members';
import { useResendInvite } from '../api/resend-invite';
import { useResendPasswordLink } from '../api/resend-password-link';
import { CancelInviteModal } from '../components/cancel-invite-modal';
import { InviteList } from '../components/invite-list';
import { InviteMemberModal, TEAM_MEMBER_NEW_MODAL } from '../components/invite-member-modal';
import { RemoveMemberModal } from '../components/remove-member-modal';
import { TeamBulkPermissionsModal } from '../components/team-bulk-permissions-modal';
import { TeamMemberList } from '../components/team-member-list';
import { TEAM_MEMBER_EDIT_MODAL, TeamMemberPermissionsModal } from '../components/team-member-permissions-modal';
import { TransferOwnershipModal } from '../components/transfer-ownership-modal';
import { notify } from '../../../ui/notifications/notify';
import { QueryState } from '../../../ui/query-state';

const MEMBERS_TITLE_ID = 'team-members-title';
const INVITES_TITLE_ID = 'team-invites-title';

/** The query value naming the member whose permissions modal is open, beside its `action`. */
const MEMBER_PARAM = 'member';

/**
 * The permissions modal of one member, in the URL (`action` and `member`) so a link opens
 * it and Back closes it, as every named modal does.
 */
function useMemberModal(name: ModalName) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const actions = parseModalActions(params.get(MODAL_ACTION_PARAM));
  const memberId = actions[0] === name ? params.get(MEMBER_PARAM) : null;

  const open = (userId: string) => {
    const next = new URLSearchParams(params);
    next.set(MODAL_ACTION_PARAM, formatModalActions([name, ...actions.filter((item) => item !== name)]));
    next.set(MEMBER_PARAM, userId);
    void navigate({ search: `?${next.toString()}` }, { state: { openedModal: name } });
  };

  const close = () => {
    if (openedHere(location.state, name)) {
      void navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    const rest = actions.filter((item) => item !== name);
    if (rest.length > 0) next.set(MODAL_ACTION_PARAM, formatModalActions(rest));
    else next.delete(MODAL_ACTION_PARAM);
    next.delete(MEMBER_PARAM);
    setParams(next, { replace: true });
  };

  return { memberId, open, close };
}

/** A part of the page, named by its heading so screen readers list it as a region. */
function TeamSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="md" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
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
  const inviteModal = useModal(TEAM_MEMBER_NEW_MODAL);
  const resend = useResendInvite();
  const [cancelling, setCancelling] = useState<Invite | null>(null);
  const owner = isOwner(session.profile?.groups ?? []);
  const units = session.profile?.businessUnits ?? [];
  const permissionsModal = useMemberModal(TEAM_MEMBER_EDIT_MODAL);
  const resendPassword = useResendPasswordLink();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [transferring, setTransferring] = useState<TeamMember | null>(null);
  // The members ticked for a bulk edit, by user id, kept across pages of the list.
  const [selected, setSelected] = useState<ReadonlyMap<string, TeamMember>>(new Map());
  const [bulkOpen, setBulkOpen] = useState(false);

  const toggleSelected = (member: TeamMember) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(member.userId)) next.delete(member.userId);
      else next.set(member.userId, member);
      return next;
    });

  const sendPasswordLink = (member: TeamMember) =>
    resendPassword.mutate(member.userId, {
      onSuccess: () => notify({ message: t('accounts.passwordLinkSent'), position: 'floating' }),
      onError: (error) =>
        notify({ type: 'error', title: t('team.actionFailed'), message: error.message, position: 'floating' }),
    });

  const groupList = groups.data ?? BUILT_IN_GROUPS;
  const groupName = (id: string) => groupList.find((group) => group.id === id)?.name ?? id;

  const resendInvite = (invite: Invite) =>
    resend.mutate(invite.id, {
      onSuccess: ({ message }) => notify({ message: message || t('accounts.inviteResent'), position: 'floating' }),
      onError: () => notify({ type: 'error', message: t('accounts.resendInviteError'), position: 'floating' }),
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
          {canWrite && !owner && (
            <Text size="sm" c="dimmed">
              {t('accounts.ownerOnly')}
            </Text>
          )}
        </Stack>
        {canWrite && <Button onClick={inviteModal.open}>{t('team.invite')}</Button>}
      </Group>

      <TeamSection id={MEMBERS_TITLE_ID} title={t('team.membersTitle')}>
        <PagedQueryState
          query={members}
          errorTitle={t('team.membersError')}
          empty={{ icon: TeamIcon, title: t('team.noMembers'), order: 3 }}
          onOffsetChange={setOffset}
          header={
            owner &&
            selected.size > 0 && (
              <Group gap="sm" justify="space-between" wrap="wrap">
                <Text size="sm" role="status">
                  {t('team.bulk.selected', { count: selected.size })}
                </Text>
                <Group gap="xs">
                  <Button variant="default" size="xs" onClick={() => setSelected(new Map())}>
                    {t('team.bulk.clear')}
                  </Button>
                  <Button size="xs" onClick={() => setBulkOpen(true)}>
                    {t('team.bulk.open', { count: selected.size })}
                  </Button>
                </Group>
              </Group>
            )
          }
        >
          {(items) => (
            <TeamMemberList
              members={items}
              groupName={groupName}
              actions={{
                selfUserId: session.profile?.userId ?? '',
                isOwner: owner,
                canWrite,
                onPermissions: (member) => permissionsModal.open(member.userId),
                onRemove: setRemoving,
                onTransfer: setTransferring,
                onResendPassword: sendPasswordLink,
                resendingId: resendPassword.isPending ? (resendPassword.variables ?? null) : null,
              }}
              selection={owner ? { selected: new Set(selected.keys()), onToggle: toggleSelected } : undefined}
            />
          )}
        </PagedQueryState>
      </TeamSection>

      <TeamSection id={INVITES_TITLE_ID} title={t('team.invitesTitle')}>
        <QueryState
          query={invites}
          errorTitle={t('team.invitesError')}
          empty={
            <EmptyListState icon={MailIcon} title={t('team.noInvites')} hint={t('team.noInvitesHint')} order={3} />
          }
        >
          {(data) => (
            <InviteList
              invites={data}
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
        </QueryState>
      </TeamSection>

      <TeamMemberPermissionsModal
        userId={permissionsModal.memberId}
        opened={permissionsModal.memberId !== null}
        onClose={permissionsModal.close}
        canEdit={owner}
        units={units}
        groups={groupList}
      />
      {owner && (
        <>
          <TeamBulkPermissionsModal
            members={[...selected.values()]}
            opened={bulkOpen}
            onClose={() => setBulkOpen(false)}
            onSaved={() => {
              setBulkOpen(false);
              setSelected(new Map());
            }}
            units={units}
          />
        </>
      )}
      {/* Outside the owner's block: the transfer itself ends their ownership while it is open. */}
      <TransferOwnershipModal
        member={transferring}
        organisationName={organisationName}
        onClose={() => setTransferring(null)}
      />
      {canWrite && (
        <>
          <RemoveMemberModal member={removing} onClose={() => setRemoving(null)} />
          <InviteMemberModal
            opened={inviteModal.opened}
            onClose={inviteModal.close}
            organisationName={organisationName}
            groups={groupList}
            groupsFailed={groups.isError}
            canSetPermissions={owner}
            units={units}
          />
          <CancelInviteModal invite={cancelling} onClose={() => setCancelling(null)} />
        </>
      )}
    </Stack>
  );
}
