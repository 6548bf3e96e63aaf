import type { Coordinates } from '@harvest/domain';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { OrganisationAddressFields } from './organisation-address-fields';
import {
  ADDRESS_KEYS,
  messagesOf,
  PHONE_KEYS,
  type AddressFields,
  type ContactFields,
  type PhoneFields,
} from './organisation-form-resolver';
import { OrganisationPhoneFields } from './organisation-phone-fields';
import { EmailField } from '../../../ui/email-field';

type ContactPath = 'email' | `phone.${keyof PhoneFields}` | `address.${keyof AddressFields}`;

interface ContactDetailsFieldsProps {
  register: (path: ContactPath) => UseFormRegisterReturn;
  /** The form's setValue for the address parts, which a picked address fills. */
  setAddressField: (field: keyof AddressFields, value: string) => void;
  /** An address is already saved: its fields show rather than the search. */
  hasAddress: boolean;
  /** The picked address's coordinates (a farm's location takes them). */
  onAddressCoordinates?: (coordinates: Coordinates) => void;
  errors: FieldErrors<ContactFields>;
  /** Whose country's mask the phone number is written in (spec platform §5). */
  countryIso: string;
  emailLabel: string;
  phoneLabel: string;
  /** 'email' lets the browser offer the person's own address; 'off' where that would be wrong. */
  emailAutoComplete: string;
}

/** How to reach a business or one of its units: email, telephone and postal address. */
export function ContactDetailsFields({
  register,
  setAddressField,
  hasAddress,
  onAddressCoordinates,
  errors,
  countryIso,
  emailLabel,
  phoneLabel,
  emailAutoComplete,
}: ContactDetailsFieldsProps) {
  return (
    <>
      <EmailField
        label={emailLabel}
        autoComplete={emailAutoComplete}
        error={errors.email?.message}
        {...register('email')}
      />
      <OrganisationPhoneFields
        countryIso={countryIso}
        label={phoneLabel}
        register={(field) => register(`phone.${field}`)}
        errors={messagesOf(PHONE_KEYS, errors.phone)}
      />
      <OrganisationAddressFields
        register={(field) => register(`address.${field}`)}
        errors={messagesOf(ADDRESS_KEYS, errors.address)}
        setField={setAddressField}
        countryIso={countryIso}
        hasAddress={hasAddress}
        onCoordinates={onAddressCoordinates}
      />
    </>
  );
}
