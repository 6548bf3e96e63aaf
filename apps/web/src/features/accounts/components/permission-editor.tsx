import { Alert, Stack } from '@mantine/core';
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

/** Presets, then each permission's level, then the business units: the same for one member or several. */
export function PermissionEditor({ value, onChange, units, lockedReason }: PermissionEditorProps) {
  const locked = lockedReason !== undefined;
  return (
    <Stack gap="md">
      {locked && (
        <Alert color="blue" variant="light">
          {lockedReason}
        </Alert>
      )}
      <PermissionPresets value={value.access} onChange={(access) => onChange({ ...value, access })} disabled={locked} />
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
