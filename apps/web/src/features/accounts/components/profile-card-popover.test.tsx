import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { ProfileCardPopover } from './profile-card-popover';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PROFILE_ID = '55555555-5555-4555-8555-555555555555';
const CARD = `GET /api/auth/v1/profile/${PROFILE_ID}`;

describe('ProfileCardPopover', () => {
  it('fetches the card only when opened, and offers email and phone actions', async () => {
    signInAs(makeProfile());
    const api = mockApi({
      [CARD]: ok({
        id: PROFILE_ID,
        name: 'Sam Reed',
        email: 'sam@manor.farm',
        contactNumber: '+44 07700 900456',
        avatar: null,
      }),
    });
    renderRoute(<ProfileCardPopover profileId={PROFILE_ID} name="Sam Reed" />);
    expect(requestsTo(api, CARD)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Show the profile card of Sam Reed' }));

    expect(await screen.findByText('sam@manor.farm')).toBeTruthy();
    expect(screen.getByText('SR')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Email' }).getAttribute('href')).toBe('mailto:sam@manor.farm');
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+4407700900456');
  });

  it('offers no call without a number, and says when the card could not be loaded', async () => {
    signInAs(makeProfile());
    mockApi({ [CARD]: fail(404, 'There is nothing at this address') });
    renderRoute(<ProfileCardPopover profileId={PROFILE_ID} name="Sam Reed" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show the profile card of Sam Reed' }));

    expect(await screen.findByText('The profile could not be loaded')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Call' })).toBeNull();
  });
});
