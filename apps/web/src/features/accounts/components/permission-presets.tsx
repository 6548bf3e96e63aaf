import { PERMISSION_PRESETS } from '@harvest/domain';
import { Checkbox, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InviteAccess } from './permission-table';

type Preset = (typeof PERMISSION_PRESETS)[number];
/** The presets the catalogue names; a new domain preset without a name fails the typecheck here. */
type PresetId =
  'bidding' | 'business-management' | 'team' | 'inventory' | 'trading' | 'buyer' | 'seller' | 'insights' | 'carrier';

const RANK: Record<string, number> = { read: 1, write: 2 };
const rank = (level: string | undefined) => (level ? (RANK[level] ?? 0) : 0);

/** A preset is ticked while every permission it names is granted at its level or higher. */
export function presetApplied(access: InviteAccess, preset: Preset): boolean {
  return Object.entries(preset.access).every(([key, level]) => rank(access[key]) >= rank(level));
}

/** Ticking raises each of the preset's permissions to its level; nothing already higher goes down. */
export function applyPreset(access: InviteAccess, preset: Preset): InviteAccess {
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
export function removePreset(access: InviteAccess, preset: Preset): InviteAccess {
  const others = PERMISSION_PRESETS.filter((other) => other.id !== preset.id && presetApplied(access, other));
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
  value: InviteAccess;
  onChange: (value: InviteAccess) => void;
  disabled?: boolean;
}

/** The permission groups of trading §6 as ticks that set several permissions at once. */
export function PermissionPresets({ value, onChange, disabled = false }: PermissionPresetsProps) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group label={t('team.editForm.presets')} description={t('team.editForm.presetsHint')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" mt="xs">
        {PERMISSION_PRESETS.map((preset) => {
          const applied = presetApplied(value, preset);
          return (
            <Checkbox
              key={preset.id}
              label={t(`team.presets.${preset.id as PresetId}`)}
              checked={applied}
              disabled={disabled}
              onChange={() => onChange(applied ? removePreset(value, preset) : applyPreset(value, preset))}
            />
          );
        })}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
