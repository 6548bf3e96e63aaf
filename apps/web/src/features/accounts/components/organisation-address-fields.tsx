import type { Coordinates } from '@harvest/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { AddressPicker } from '../../../ui/address-picker/address-picker';
import type { AddressFields } from './organisation-form-resolver';

type AddressField = keyof AddressFields;

interface OrganisationAddressFieldsProps {
  register: (field: AddressField) => UseFormRegisterReturn;
  errors: Partial<Record<AddressField, string | undefined>>;
  /** Fills a field from the address picked in the search. */
  setField: (field: AddressField, value: string) => void;
  /** Where to search: the organisation's country. */
  countryIso: string;
  /** An address is already saved: its fields show rather than the search. */
  hasAddress: boolean;
  /** The picked address's coordinates (a farm's location takes them). */
  onCoordinates?: (coordinates: Coordinates) => void;
  readOnly?: boolean;
}

/** The postal address of an organisation or a business unit: searched for and picked, or typed by hand. */
export function OrganisationAddressFields({ countryIso, ...rest }: OrganisationAddressFieldsProps) {
  return <AddressPicker countryISO={countryIso} {...rest} />;
}
