import { messages } from '@harvest/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { PermissionBusinessUnits, type BusinessUnitRef } from './permission-business-units';

const units: BusinessUnitRef[] = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'The Fens', type: 'region' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Brook End Farm', type: 'farm' },
];

const show = (value: string[]) =>
  renderRoute(<PermissionBusinessUnits units={units} value={value} onChange={() => undefined} />);

describe('business units of a member (platform §5, §6)', () => {
  it("says 'Please choose a farm or store' when only a region is chosen", () => {
    show([units[0]!.id]);
    expect(screen.getByText(messages.validation.businessUnitRequired)).toBeTruthy();
  });

  it('is content with a farm among the choice, or with none (all units)', () => {
    show([units[0]!.id, units[1]!.id]);
    expect(screen.queryByText(messages.validation.businessUnitRequired)).toBeNull();
  });

  it('says that choosing none gives all units', () => {
    show([]);
    expect(screen.getByText('None chosen: access to all business units, including any added later.')).toBeTruthy();
    expect(screen.queryByText(messages.validation.businessUnitRequired)).toBeNull();
  });
});
