import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import { addressSchema, formatAddress } from './address';
import { includesFarmOrStore, farmDetailsSchema, businessUnitPatchSchema } from './business-unit';
import {
  accountNumberIssue,
  applyPhoneMask,
  companyNumberSchema,
  phoneIssue,
  sortCodeSchema,
  taxIdIssue,
} from './business-validation';
import { organisationPatchIssues, organisationPatchSchema } from './organisation-details';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const isCompanyNumber = (value: string) => companyNumberSchema.safeParse(value).success;

describe('company number (platform §5)', () => {
  it('takes six digits after an optional register prefix or two digits', () => {
    for (const value of ['12345678', 'SC123456', 'NI123456', 'R0123456', 'oc123456', '123456']) {
      expect(isCompanyNumber(value)).toBe(true);
    }
    for (const value of ['1234567', 'XX123456', 'SC12345', '123456789', 'SC 12345A']) {
      expect(isCompanyNumber(value)).toBe(false);
    }
  });

  it("answers 'Company number is not valid' and stores the number upper-cased", () => {
    expect(messageOf(companyNumberSchema.safeParse('AB123456'))).toBe(messages.validation.companyNumber);
    expect(companyNumberSchema.parse(' sc 123456 ')).toBe('SC123456');
  });
});

describe('sort code (platform §5)', () => {
  it("is NN-NN-NN, else 'Sort code is not in a valid format'", () => {
    expect(sortCodeSchema.parse('12-34-56')).toBe('12-34-56');
    for (const value of ['123456', '12-34-5', '12 34 56', 'ab-cd-ef']) {
      expect(messageOf(sortCodeSchema.safeParse(value))).toBe(messages.validation.sortCode);
    }
  });
});

describe('per-country account number and tax id digits (platform §5)', () => {
  it('wants 8 account digits in GB, US and IE and 12 in ZA', () => {
    expect(accountNumberIssue('GB', '12345678')).toBeNull();
    expect(accountNumberIssue('US', '12345678')).toBeNull();
    expect(accountNumberIssue('IE', '1234567')).toBe('Account number must be 8 digits');
    expect(accountNumberIssue('ZA', '123456789012')).toBeNull();
    expect(accountNumberIssue('ZA', '12345678')).toBe('Account number must be 12 digits');
    expect(accountNumberIssue('GB', '1234567a')).toBe(messages.validation.numeric);
  });

  it('wants 9 tax digits in GB, US and IE and 10 in ZA; other countries are not checked', () => {
    expect(taxIdIssue('GB', '123456789')).toBeNull();
    expect(taxIdIssue('GB', '123 456 789')).toBeNull();
    expect(taxIdIssue('US', '12345678')).toBe('Tax number must be 9 digits');
    expect(taxIdIssue('ZA', '1234567890')).toBeNull();
    expect(taxIdIssue('FR', 'FR12345')).toBeNull();
  });

  it('any number of digits other than the country’s is refused', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,20}$/), (digits) => {
        expect(accountNumberIssue('GB', digits) === null).toBe(digits.length === 8);
        expect(accountNumberIssue('ZA', digits) === null).toBe(digits.length === 12);
      }),
    );
  });
});

describe('phone masks (platform §5)', () => {
  it('formats each country by its mask', () => {
    expect(applyPhoneMask('US', '2025550123')).toBe('(202)555-0123');
    expect(applyPhoneMask('GB', '07700900123')).toBe('07700 900123');
    expect(applyPhoneMask('ZA', '0821234567')).toBe('082-1234567');
    expect(applyPhoneMask('IE', '0871234567')).toBe('087 123 4567');
    expect(applyPhoneMask('FR', '0612345678')).toBe('06 12 34 56 78');
    expect(applyPhoneMask('DE', '015112345678')).toBe('01511 2345678');
  });

  it("needs a calling code and a number that fits, else 'Must be a valid contact number'", () => {
    expect(phoneIssue('GB', { callingCode: '+44', number: '07700 900123' })).toBeNull();
    expect(phoneIssue('GB', { callingCode: '', number: '07700900123' })).toBe(messages.validation.contactNumber);
    expect(phoneIssue('GB', { callingCode: '+44', number: '123' })).toBe(messages.validation.contactNumber);
  });

  it('a masked number keeps exactly its digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
        expect(applyPhoneMask('US', digits)?.replace(/\D/g, '')).toBe(digits);
      }),
    );
  });
});

describe('address picked from the list (platform §5)', () => {
  it("needs a first line longer than one character, else 'Please select an address from the list'", () => {
    expect(messageOf(addressSchema.safeParse({ line1: 'A' }))).toBe(messages.validation.addressFromList);
    expect(formatAddress(addressSchema.parse({ buildingNumber: '1', line1: 'Mill Lane', postcode: 'IP1 1AA' }))).toBe(
      '1, Mill Lane, IP1 1AA',
    );
  });
});

describe('business units (platform §5)', () => {
  it('a selection must include a farm or store', () => {
    expect(includesFarmOrStore([{ type: 'region' }])).toBe(false);
    expect(includesFarmOrStore([{ type: 'region' }, { type: 'store' }])).toBe(true);
  });

  it('the type cannot be edited', () => {
    expect(businessUnitPatchSchema.safeParse({ type: 'store' }).success).toBe(false);
    expect(businessUnitPatchSchema.parse({ name: 'North Farm' })).toEqual({ name: 'North Farm' });
  });

  it('a Red Tractor membership is 00/000/0000', () => {
    expect(
      farmDetailsSchema.safeParse({ assuranceScheme: 'red-tractor', membershipNumber: '12/345/6789' }).success,
    ).toBe(true);
    expect(farmDetailsSchema.safeParse({ assuranceScheme: 'red-tractor', membershipNumber: '12345' }).success).toBe(
      false,
    );
  });
});

describe('organisation details per country (platform §5)', () => {
  it('checks bank account and tax digits and the phone by the organisation’s country', () => {
    const patch = organisationPatchSchema.parse({
      bankDetails: { accountHolderName: 'Hillside', accountNumber: '1234', sortCode: '12-34-56' },
      invoiceSettings: { taxNumber: '12345' },
      phone: { callingCode: '+44', number: '1' },
    });
    expect(organisationPatchIssues('GB', patch).map((issue) => issue.field)).toEqual([
      'bankDetails.accountNumber',
      'invoiceSettings.taxNumber',
      'phone',
    ]);
  });
});
