import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import { driverNumberStem, driverNumberSchema, isDriverNumber, normaliseDriverNumber } from './driver-number';
import { daysUntil, expiryState, expiryThreshold } from './fleet-expiry';
import { vehicleCreateSchema } from './fleet-schemas';
import { isRegistration, normaliseRegistration, registrationSchema } from './registration';

const surname = fc.stringMatching(/^[A-Z][A-Za-z' -]{0,14}$/).filter((name) => /[A-Z]/.test(name.charAt(0)));
const givenName = fc.stringMatching(/^[A-Z][a-z]{0,9}$/);
const birthDate = fc
  .date({ min: new Date('1930-01-01T00:00:00Z'), max: new Date('2009-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const tail = fc.tuple(fc.integer({ min: 0, max: 9 }), fc.stringMatching(/^[A-Z]{2}$/));

describe('UK driving licence number (trading-logistics §3 Driver, §8)', () => {
  it('accepts real-looking numbers', () => {
    for (const number of ['MORGA657054SM9IJ', 'JONES710238J99AB', 'COX99805121AB7XY', 'SMITH462019JS9AA'])
      expect(isDriverNumber(number), number).toBe(true);
  });

  it('reads a woman’s birth month with 50 added (MORGA 6 57 05 4: 5 July 1964)', () => {
    expect(
      driverNumberStem({ surname: 'Morgan', givenNames: ['Sarah', 'Meredith'], birthDate: '1964-07-05', female: true }),
    ).toBe('MORGA657054SM');
    expect(driverNumberStem({ surname: 'Cox', givenNames: ['Alan'], birthDate: '1981-05-12', female: false })).toBe(
      'COX99805121A9',
    );
    expect(
      driverNumberStem({
        surname: "O'Neill-Hay",
        givenNames: ['Ann', 'Beth', 'Cara'],
        birthDate: '2001-02-28',
        female: true,
      }),
    ).toBe('ONEIL052281AB');
  });

  it('refuses each part out of place', () => {
    for (const bad of [
      'MORGA657054SM9I', // 15 characters
      'MORGA657054SM9IJK', // 17
      'MOR9A657054SM9IJ', // a letter after the padding 9
      '9ORGA657054SM9IJ', // the surname starts with a 9
      'MORGA613054SM9IJ', // month 13
      'MORGA663054SM9IJ', // month 63 (a woman's 13)
      'MORGA600054SM9IJ', // month 00
      'MORGA602304SM9IJ', // 30 February
      'MORGA602291SM9IJ', // 29 February 1961
      'MORGA604314SM9IJ', // 31 April
      'MORGA657004SM9IJ', // day 00
      'MORGA657054S99IJ'.replace('S99', '9S9'), // the padding 9 before an initial
      'MORGA657054SMXIJ', // a letter for the check digit
      'MORGA657054SM91J', // a digit in the check letters
      'morga657054sm9ij', // lower case before normalising
    ])
      expect(isDriverNumber(bad), bad).toBe(false);
    expect(isDriverNumber('MORGA602284SM9IJ')).toBe(true); // 29 February 1964
  });

  it('accepts every number built from a person and the DVLA’s three characters', () => {
    fc.assert(
      fc.property(
        surname,
        fc.array(givenName, { minLength: 1, maxLength: 3 }),
        birthDate,
        fc.boolean(),
        tail,
        (s, g, d, female, [digit, letters]) => {
          const stem = driverNumberStem({ surname: s, givenNames: g, birthDate: d, female });
          expect(stem).toHaveLength(13);
          expect(isDriverNumber(`${stem}${digit}${letters}`)).toBe(true);
        },
      ),
    );
  });

  it('refuses any one character changed to something its place cannot hold', () => {
    fc.assert(
      fc.property(
        surname,
        birthDate,
        fc.boolean(),
        tail,
        fc.integer({ min: 5, max: 15 }),
        (s, d, female, [digit, letters], at) => {
          const number = `${driverNumberStem({ surname: s, givenNames: ['Ann'], birthDate: d, female })}${digit}${letters}`;
          // Places 6-11 and 14 hold digits, 15-16 letters: the other kind there is refused.
          const digitPlace = (at >= 5 && at <= 10) || at === 13;
          const letterPlace = at >= 14;
          if (!digitPlace && !letterPlace) return;
          const changed = `${number.slice(0, at)}${digitPlace ? 'X' : '5'}${number.slice(at + 1)}`;
          expect(isDriverNumber(changed)).toBe(false);
        },
      ),
    );
  });

  it('forgives spaces and case in the form, and says the §8 message otherwise', () => {
    expect(normaliseDriverNumber(' morga 657054 sm9ij ')).toBe('MORGA657054SM9IJ');
    expect(driverNumberSchema.parse('morga 657054 sm9ij')).toBe('MORGA657054SM9IJ');
    const refused = driverNumberSchema.safeParse('MORGA613054SM9IJ');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(messages.logistics.driverNumberInvalid);
  });
});

describe('UK registration', () => {
  it('is kept upper case with no spaces', () => {
    expect(normaliseRegistration(' ab12 cde ')).toBe('AB12CDE');
    expect(registrationSchema.parse('ab12 cde')).toBe('AB12CDE');
  });

  it('takes every series and refuses what no plate can be', () => {
    for (const plate of ['AB12CDE', 'A123BCD', 'ABC123D', '1ABC', 'ABZ1234', 'K1'])
      expect(isRegistration(plate), plate).toBe(true);
    for (const plate of ['', 'A', 'ABCDEFG', '1234567', 'AB12CDEF', 'AB12-CD', 'ÄB12CDE'])
      expect(isRegistration(plate), plate).toBe(false);
    expect(registrationSchema.safeParse('NOT A PLATE').error?.issues[0]?.message).toBe(
      messages.logistics.registrationInvalid,
    );
  });

  it('normalises any spacing of a current plate to the same registration', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{2}\d{2}[A-Z]{3}$/), fc.integer({ min: 0, max: 7 }), (plate, at) => {
        const spaced = `${plate.slice(0, at)} ${plate.slice(at)}`.toLowerCase();
        expect(normaliseRegistration(spaced)).toBe(plate);
        expect(isRegistration(normaliseRegistration(spaced))).toBe(true);
      }),
    );
  });
});

describe('fleet writes', () => {
  it('carries the payload in kg and dimensions in mm, whole and bounded', () => {
    const vehicle = { registration: 'AB12 CDE', type: 'artic-cab', payloadKg: 29_000, lengthMm: 16_500 };
    expect(vehicleCreateSchema.parse(vehicle).registration).toBe('AB12CDE');
    expect(vehicleCreateSchema.safeParse({ ...vehicle, payloadKg: 29_000.5 }).success).toBe(false);
    expect(vehicleCreateSchema.safeParse({ ...vehicle, payloadKg: 44_001 }).success).toBe(false);
    expect(vehicleCreateSchema.safeParse({ ...vehicle, lengthMm: 30_001 }).success).toBe(false);
    expect(vehicleCreateSchema.safeParse({ ...vehicle, make: 'x'.repeat(81) }).success).toBe(false);
    expect(vehicleCreateSchema.safeParse({ ...vehicle, colour: 'red' }).success).toBe(false);
  });
});

describe('MOT and insurance expiry warnings', () => {
  it('warns 30 days ahead and again 7 days ahead, the nearest threshold only', () => {
    expect(expiryThreshold('2026-12-31', '2026-11-30')).toBeNull(); // 31 days
    expect(expiryThreshold('2026-12-30', '2026-11-30')).toBe(30);
    expect(expiryThreshold('2026-12-08', '2026-11-30')).toBe(30);
    expect(expiryThreshold('2026-12-07', '2026-11-30')).toBe(7);
    expect(expiryThreshold('2026-11-01', '2026-11-30')).toBe(7); // already expired: the nearest warning
  });

  it('badges a date inside the first warning as soon, and a passed one as expired', () => {
    expect(expiryState(null, '2026-11-30')).toBe('ok');
    expect(expiryState('2026-12-31', '2026-11-30')).toBe('ok');
    expect(expiryState('2026-12-30', '2026-11-30')).toBe('soon');
    expect(expiryState('2026-11-30', '2026-11-30')).toBe('soon');
    expect(expiryState('2026-11-29', '2026-11-30')).toBe('expired');
  });

  it('counts whole days across clock changes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: -400, max: 400 }), (start, offset) => {
        const day = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
        expect(daysUntil(day(start + offset), day(start))).toBe(offset);
      }),
    );
  });
});
