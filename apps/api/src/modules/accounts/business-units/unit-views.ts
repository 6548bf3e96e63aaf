import type { BusinessUnit } from '@harvest/domain';
import type { BusinessUnitRow } from '../queries';

export function unitView(unit: BusinessUnitRow): BusinessUnit {
  return {
    id: unit.id,
    organisationId: unit.organisationId,
    name: unit.name,
    type: unit.type,
    companyNumber: unit.companyNumber,
    taxId: unit.taxId,
    email: unit.email,
    phone: unit.phone,
    address: unit.address,
    farmDetails: unit.farmDetails,
    location: unit.location,
  };
}
