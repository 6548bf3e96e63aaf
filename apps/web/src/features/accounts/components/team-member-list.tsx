import type { TeamMember } from '@harvest/domain';
import { Badge, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface TeamMemberListProps {
  members: readonly TeamMember[];
  /** A group's name by its id; an id without one shows as it is. */
  groupName: (id: string) => string;
}

/** One card per member: it reads the same at 390 px as on a desktop, with nothing to scroll sideways. */
export function TeamMemberList({ members, groupName }: TeamMemberListProps) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {members.map((member) => (
        <Card component="li" key={member.profileId} withBorder padding="md">
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600}>{member.name}</Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {member.email}
              </Text>
            </Stack>
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
        </Card>
      ))}
    </Stack>
  );
}
