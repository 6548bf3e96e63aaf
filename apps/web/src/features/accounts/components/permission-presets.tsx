import { GRANTABLE_PERMISSIONS, type GrantablePermission, type PermissionPreset } from '@harvest/domain';
import { Checkbox, Fieldset, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InviteAccess } from './permission-table';

const RANK: Record<string, number> = { read: 1, write: 2 };
const rank = (level: string | undefined) => (level ? (RANK[level] ?? 0) : 0);

/** A preset is ticked while every permission it names is granted at its level or higher. */
export function presetApplied(access: InviteAccess, preset: PermissionPreset): boolean {
  return Object.entries(preset.access).every(([key, level]) => rank(access[key]) >= rank(level));
}

/** Ticking raises each of the preset's permissions to its level; nothing already higher goes down. */
export function applyPreset(access: InviteAccess, preset: PermissionPreset): InviteAccess {
  const next = { ...access };
  for (const [key, level] of Object.entries(preset.access)) {
    if (level && rank(level) > rank(next[key])) next[key] = level as InviteAccess[string];
  }
  return next;
}

/**
 * Unticking takes the preset's permissions back down to what the other ticked presets still
 * give (none if nothing does), so overlapping presets keep what they share.
 */
export function removePreset(
  access: InviteAccess,
  preset: PermissionPreset,
  offered: readonly PermissionPreset[],
): InviteAccess {
  const others = offered.filter((other) => other.id !== preset.id && presetApplied(access, other));
  const kept = (key: string) =>
    others
      .map((other) => other.access[key as keyof typeof other.access])
      .reduce<string | undefined>((best, level) => (rank(level) > rank(best) ? level : best), undefined);
  const next: InviteAccess = {};
  for (const [key, level] of Object.entries(access)) if (!(key in preset.access)) next[key] = level;
  for (const key of Object.keys(preset.access)) {
    const level = kept(key);
    if (level) next[key] = level as InviteAccess[string];
  }
  return next;
}

interface PermissionPresetsProps {
  /** The presets that suit this business (domain `presetsFor`): a buyer is offered no selling or haulage. */
  presets: readonly PermissionPreset[];
  value: InviteAccess;
  onChange: (value: InviteAccess) => void;
  disabled?: boolean;
}

/** What a preset grants, in the catalogue's words, in the matrix's order: 'Bids: see and change · Listings: see'. */
function useGrants() {
  const { t } = useTranslation();
  return (preset: PermissionPreset) =>
    GRANTABLE_PERMISSIONS.filter((key: GrantablePermission) => preset.access[key])
      .map((key) =>
        t('team.grants.one', {
          permission: t(`team.permissions.${key}`),
          level: t(`team.grants.${preset.access[key] === 'write' ? 'write' : 'read'}`),
        }),
      )
      .join(' · ');
}

/** The permission groups of trading §6 as ticks that fill the matrix, each saying what it grants. */
export function PermissionPresets({ presets, value, onChange, disabled = false }: PermissionPresetsProps) {
  const { t } = useTranslation();
  const grants = useGrants();
  return (
    // A fieldset, not Checkbox.Group: a group would own the ticks, and here each follows the matrix below.
    <Fieldset
      legend={t('team.editForm.presets')}
      variant="unstyled"
      disabled={disabled}
      styles={{ legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-sm)' } }}
    >
      <Text size="sm" c="dimmed">
        {t('team.editForm.presetsHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" mt="xs">
        {presets.map((preset) => {
          const applied = presetApplied(value, preset);
          return (
            <Checkbox
              key={preset.id}
              label={t(`team.presets.${preset.id}`)}
              description={grants(preset)}
              checked={applied}
              disabled={disabled}
              onChange={() => onChange(applied ? removePreset(value, preset, presets) : applyPreset(value, preset))}
            />
          );
        })}
      </SimpleGrid>
    </Fieldset>
  );
}
