import { GRANTABLE_PERMISSIONS, permissionLevels, type AccessLevel, type GrantablePermission } from '@harvest/domain';
import { Fieldset, Radio, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const CHOICES = ['none', 'read', 'write'] as const;
type Choice = (typeof CHOICES)[number];

/** None, and each level the permission has (spec §6: some are read only). */
const offers = (permission: GrantablePermission, choice: Choice) =>
  choice === 'none' || permissionLevels(permission).includes(choice);

export type InviteAccess = Record<string, AccessLevel>;

interface PermissionTableProps {
  value: InviteAccess;
  onChange: (value: InviteAccess) => void;
  disabled?: boolean;
  description?: string;
}

/** One row per permission with none, read and write as radios: compact enough for a phone. */
export function PermissionTable({ value, onChange, disabled = false, description }: PermissionTableProps) {
  const { t } = useTranslation();
  const choiceLabel = (choice: Choice) => t(`team.inviteForm.${choice}`);

  const choose = (permission: GrantablePermission, choice: Choice) => {
    const others = Object.entries(value).filter(([key]) => key !== permission);
    onChange(Object.fromEntries(choice === 'none' ? others : [...others, [permission, choice]]));
  };

  return (
    <Fieldset
      legend={t('team.inviteForm.permissions')}
      variant="unstyled"
      disabled={disabled}
      styles={{ legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-sm)' } }}
    >
      <Text size="sm" c="dimmed" mb="xs">
        {description ?? t('team.inviteForm.permissionsHint')}
      </Text>
      <Table verticalSpacing={6} horizontalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('team.inviteForm.permission')}</Table.Th>
            {CHOICES.map((choice) => (
              <Table.Th key={choice} ta="center" w={64}>
                {choiceLabel(choice)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {GRANTABLE_PERMISSIONS.map((permission) => {
            const label = t(`team.permissions.${permission}`);
            const current: Choice = value[permission] ?? 'none';
            return (
              <Table.Tr key={permission}>
                <Table.Th scope="row" fw={500}>
                  {label}
                </Table.Th>
                {CHOICES.map((choice) => (
                  <Table.Td key={choice} ta="center">
                    {offers(permission, choice) && (
                      <Radio
                        name={`access-${permission}`}
                        value={choice}
                        checked={current === choice}
                        onChange={() => choose(permission, choice)}
                        disabled={disabled}
                        aria-label={t('team.inviteForm.levelLabel', { level: choiceLabel(choice), permission: label })}
                        styles={{ body: { justifyContent: 'center' } }}
                      />
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Fieldset>
  );
}
