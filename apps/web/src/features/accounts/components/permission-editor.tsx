import { presetsFor, type BusinessShape } from '@harvest/domain';
import { Alert, Stack } from '@mantine/core';
import { useSession } from '../../../lib/session/use-session';
import { PermissionBusinessUnits, type BusinessUnitRef } from './permission-business-units';
import { PermissionPresets } from './permission-presets';
import { PermissionTable, type InviteAccess } from './permission-table';

export interface PermissionChoice {
  access: InviteAccess;
  businessUnitIds: string[];
}

interface PermissionEditorProps {
  value: PermissionChoice;
  onChange: (value: PermissionChoice) => void;
  units: readonly BusinessUnitRef[];
  /** Set when the choices only read: why (ownerOnly, or that the member is an owner). */
  lockedReason?: string;
}

/** Groups that mark someone who hauls: a business with one hauls, whatever its modules. */
const HAULAGE_GROUPS = ['carrier', 'driver'];

/** The business the team belongs to, as the presets rule reads it (the acting profile's organisation). */
function useBusinessShape(): BusinessShape {
  const { profile } = useSession();
  const modules = profile?.organisation.modules.map((module) => module.id) ?? [];
  const hauls = profile?.groups.some((group) => HAULAGE_GROUPS.includes(group)) ?? false;
  // Unless someone here hauls, the modules decide (a business with no module is a haulier's).
  return hauls ? { modules, carrier: true } : { modules };
}

/** Presets, then each permission's level, then the business units: the same for one member or several. */
export function PermissionEditor({ value, onChange, units, lockedReason }: PermissionEditorProps) {
  const locked = lockedReason !== undefined;
  const business = useBusinessShape();
  const presets = presetsFor(business);
  return (
    <Stack gap="md">
      {locked && (
        <Alert color="blue" variant="light">
          {lockedReason}
        </Alert>
      )}
      <PermissionPresets
        presets={presets}
        value={value.access}
        onChange={(access) => onChange({ ...value, access })}
        disabled={locked}
      />
      <PermissionTable value={value.access} onChange={(access) => onChange({ ...value, access })} disabled={locked} />
      <PermissionBusinessUnits
        units={units}
        value={value.businessUnitIds}
        onChange={(businessUnitIds) => onChange({ ...value, businessUnitIds })}
        disabled={locked}
      />
    </Stack>
  );
}
