import { requiredKey, rowId } from '../../platform/db/columns';
import { businessUnits, organisations } from '../accounts/tables';

// The columns inventory's tables share. Each table lives in its sub-domain's tables.ts; drizzle-kit reads them all.

/** Every row has its id and the organisation that owns it. */
export const ownedRow = () => ({
  id: rowId(),
  organisationId: requiredKey('organisation_id', () => organisations.id),
});

/** The business unit (farm or store) a row is kept at. */
export const businessUnit = () => requiredKey('business_unit_id', () => businessUnits.id);
