import type { Address, Coordinates, PlaceSuggestion, ResolvedAddress } from '@harvest/domain';
import { Button, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../form-alert';
import { AddressSearch } from './address-search';

/** The parts of an address, in the order the fields show them (spec platform §3). */
export const ADDRESS_PARTS = [
  'buildingNumber',
  'buildingName',
  'line1',
  'line2',
  'city',
  'region',
  'postcode',
] as const satisfies readonly (keyof Address)[];
export type AddressPart = (typeof ADDRESS_PARTS)[number];

export interface AddressPickerProps {
  /** Where to search (the organisation's country); the API's default otherwise. */
  countryISO?: string;
  /** Registers one field with the form around the picker (react-hook-form). */
  register: (field: AddressPart) => UseFormRegisterReturn;
  errors: Partial<Record<AddressPart, string>>;
  /** Sets one field's value (the form's setValue) when an address is picked. */
  setField: (field: AddressPart, value: string) => void;
  /** The picked address's coordinates, when the look-up knows them. */
  onCoordinates?: (coordinates: Coordinates) => void;
  /** An address is already set: its fields show at first, with a way back to the search. */
  hasAddress: boolean;
  readOnly?: boolean;
  legend?: string;
}

type Notice = 'failed' | 'partial' | null;

/**
 * Find an address, or type it (spec platform §5 'Address must be picked from the list'): a
 * search box lists the addresses for what was typed and a pick fills the fields, which stay
 * editable. 'Enter the address by hand' goes straight to the fields, and so does any look-up
 * failure (logged, platform §8), with the domain's message. When the look-up knows only the
 * town and postcode area (the offline data), line1 opens empty and focused for the person to type.
 */
export function AddressPicker({
  countryISO,
  register,
  errors,
  setField,
  onCoordinates,
  hasAddress,
  readOnly = false,
  legend,
}: AddressPickerProps) {
  const { t } = useTranslation();
  const [manual, setManual] = useState(hasAddress || readOnly);
  const [notice, setNotice] = useState<Notice>(null);
  // Set when the search gives way to the fields: line1 takes the focus once they are drawn.
  const focusLine1 = useRef(false);
  const line1Id = useId();

  useEffect(() => {
    if (!manual || !focusLine1.current) return;
    focusLine1.current = false;
    document.getElementById(line1Id)?.focus();
  }, [manual, line1Id]);

  // A problem with a part the search box cannot show (a postcode too long) needs the fields.
  const hiddenError = ADDRESS_PARTS.some((part) => part !== 'line1' && errors[part]);
  if (hiddenError && !manual) setManual(true);

  const toFields = useCallback((next: Notice) => {
    focusLine1.current = true;
    setNotice(next);
    setManual(true);
  }, []);

  const onPicked = (resolved: ResolvedAddress, picked: PlaceSuggestion) => {
    for (const part of ADDRESS_PARTS) setField(part, resolved.address[part] ?? '');
    const coordinates = resolved.coordinates ?? picked.coordinates;
    if (coordinates) onCoordinates?.(coordinates);
    toFields(resolved.address.line1?.trim() ? null : 'partial');
  };
  const onFailed = useCallback(() => toFields('failed'), [toFields]);
  const onManual = useCallback(() => toFields(null), [toFields]);

  const input = (field: AddressPart, autoComplete: string) => ({
    label: t(`addressPicker.${field}`),
    autoComplete,
    readOnly,
    error: errors[field],
    ...register(field),
  });

  return (
    <Fieldset legend={legend ?? t('addressPicker.legend')} variant="unstyled">
      {manual ? (
        <Stack gap="sm">
          <FormAlert message={notice === 'failed' ? t('geo.lookupFailed') : null} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            <TextInput {...input('buildingNumber', 'off')} />
            <TextInput {...input('buildingName', 'off')} />
          </SimpleGrid>
          <TextInput
            {...input('line1', 'address-line1')}
            id={line1Id}
            description={notice === 'partial' ? t('addressPicker.partial') : undefined}
          />
          <TextInput {...input('line2', 'address-line2')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            <TextInput {...input('city', 'address-level2')} />
            <TextInput {...input('region', 'address-level1')} />
          </SimpleGrid>
          <TextInput {...input('postcode', 'postal-code')} maw={200} />
          {!readOnly && (
            <Button
              variant="subtle"
              size="compact-sm"
              style={{ alignSelf: 'flex-start' }}
              onClick={() => {
                setNotice(null);
                setManual(false);
              }}
            >
              {t('addressPicker.searchAgain')}
            </Button>
          )}
        </Stack>
      ) : (
        <AddressSearch
          countryISO={countryISO}
          error={errors.line1}
          onPicked={onPicked}
          onFailed={onFailed}
          onManual={onManual}
        />
      )}
    </Fieldset>
  );
}
