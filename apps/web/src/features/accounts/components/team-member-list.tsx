import type { TeamMember } from '@harvest/domain';
import { Badge, Checkbox, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowButton } from '../../../ui/row-button';
import { CardList } from '../../../ui/card-list';

/** What the viewer may do to each member, and the handlers that do it. */
export interface TeamMemberActions {
  /** The viewer's own user id: nobody removes or hands the business to themselves. */
  selfUserId: string;
  /** An owner edits permissions and transfers ownership (spec §6); others only read permissions. */
  isOwner: boolean;
  /** account.teams write: remove members and resend their set-password link. */
  canWrite: boolean;
  onPermissions: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
  onTransfer: (member: TeamMember) => void;
  onResendPassword: (member: TeamMember) => void;
  /** The member whose link is being sent, whose button shows it. */
  resendingId: string | null;
}

interface TeamMemberListProps {
  members: readonly TeamMember[];
  /** A group's name by its id; an id without one shows as it is. */
  groupName: (id: string) => string;
  actions?: TeamMemberActions;
  /** Ticks for choosing several members to edit at once (owners only). */
  selection?: { selected: ReadonlySet<string>; onToggle: (member: TeamMember) => void };
}

/** One card per member: it reads the same at 375 px as on a desktop, with nothing to scroll sideways. */
export function TeamMemberList({ members, groupName, actions, selection }: TeamMemberListProps) {
  const { t } = useTranslation();
  return (
    <CardList items={members} keyOf={(member) => member.profileId}>
      {(member) => {
        const self = actions?.selfUserId === member.userId;
        const owner = member.isOwner;
        const selectable = selection && !self && !owner;
        return (
          <>
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
                {selectable && (
                  <Checkbox
                    mt={4}
                    checked={selection.selected.has(member.userId)}
                    onChange={() => selection.onToggle(member)}
                    aria-label={t('team.selectMember', { name: member.name })}
                  />
                )}
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>{member.name}</Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {member.email}
                  </Text>
                </Stack>
              </Group>
              <Badge variant="light" color={member.status === 'active' ? 'green' : 'blue'} style={{ flexShrink: 0 }}>
                {t(`team.memberStatus.${member.status}`)}
              </Badge>
            </Group>
            <Group gap={6} mt="xs">
              <VisuallyHidden>{t('team.groups')}: </VisuallyHidden>
              {member.groups.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('team.noGroups')}
                </Text>
              ) : (
                member.groups.map((group) => (
                  <Badge key={group} variant="outline" color="gray">
                    {groupName(group)}
                  </Badge>
                ))
              )}
            </Group>
            {actions && (
              <Group gap="xs" mt="sm">
                <RowButton
                  onClick={() => actions.onPermissions(member)}
                  label={t(actions.isOwner ? 'team.editPermissionsLabel' : 'team.viewPermissionsLabel', {
                    name: member.name,
                  })}
                >
                  {actions.isOwner ? t('team.editPermissions') : t('team.viewPermissions')}
                </RowButton>
                {actions.canWrite && member.status !== 'active' && (
                  <RowButton
                    loading={actions.resendingId === member.userId}
                    onClick={() => actions.onResendPassword(member)}
                    label={t('team.passwordLinkLabel', { name: member.name })}
                  >
                    {t('team.passwordLink')}
                  </RowButton>
                )}
                {actions.isOwner && !self && !owner && member.status === 'active' && (
                  <RowButton
                    tone="subtle"
                    onClick={() => actions.onTransfer(member)}
                    label={t('team.transfer.label', { name: member.name })}
                  >
                    {t('team.transfer.action')}
                  </RowButton>
                )}
                {actions.canWrite && !self && (
                  <RowButton
                    tone="danger"
                    onClick={() => actions.onRemove(member)}
                    label={t('team.remove.label', { name: member.name })}
                  >
                    {t('team.remove.action')}
                  </RowButton>
                )}
              </Group>
            )}
          </>
        );
      }}
    </CardList>
  );
}
