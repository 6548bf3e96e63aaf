import { FORMER_OWNER_ACCESS, messages, type Invite, type TeamMember } from '@harvest/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import { haulierProfile, ids, makeProfile, signInAs } from '../../../test/session-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PATH = '/inventory/manage/team';
const NEW_MEMBER = `${PATH}?action=team-member-permissions-new`;

const tom: TeamMember = {
  profileId: '44444444-4444-4444-8444-444444444444',
  userId: ids.farmer,
  name: 'Tom Harris',
  email: 'farmer@demo.farm',
  groups: ['owner'],
  access: {},
  status: 'active',
  businessUnitIds: [],
  isOwner: true,
  phone: null,
};
const sam: TeamMember = {
  profileId: '55555555-5555-4555-8555-555555555555',
  userId: '66666666-6666-4666-8666-666666666666',
  name: 'Sam Reed',
  email: 'sam@manor.farm',
  groups: ['bidding', 'yard'],
  access: { 'trading.bids': 'write' },
  status: 'invited',
  businessUnitIds: [],
  isOwner: false,
  phone: null,
};
const invite: Invite = {
  id: '77777777-7777-4777-8777-777777777777',
  email: 'sam@manor.farm',
  name: 'Sam Reed',
  status: 'sent',
  groups: ['bidding'],
  invitedBy: 'Tom Harris',
  sentAt: '2026-11-20T09:30:00.000Z',
  expiresAt: '2026-11-27T09:30:00.000Z',
};
const groups = [
  { id: 'owner', name: 'Owner' },
  { id: 'bidding', name: 'Bidding' },
  { id: 'yard', name: 'Yard team' },
];
const page = (total: number, offset = 0) => ({
  currentPage: offset / 25 + 1,
  limit: 25,
  totalDocuments: total,
  prev: offset > 0 ? offset - 25 : null,
  next: offset + 25 < total ? offset + 25 : null,
  currentDocumentIndex: offset,
});

/** The owner of Manor Farm (full access) unless another profile is given. */
function teamApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/customers/users': ok([tom, sam], { pagination: page(2) }),
    'GET /api/customers/invites': ok([invite]),
    'GET /api/auth/v1/group': ok(groups),
    ...extra,
  });
}

async function openTeam(path = PATH) {
  const rendered = renderRoutes(routes, [path]);
  await screen.findByRole('heading', { level: 1, name: 'Team' });
  return rendered;
}

const membersSection = () => screen.getByRole('region', { name: 'Members' });
const invitesSection = () => screen.getByRole('region', { name: 'Open invitations' });

describe('TeamPage', () => {
  it('lists the members with their groups and status, and the open invitations', async () => {
    signInAs(makeProfile());
    teamApi();
    await openTeam();

    const tomCard = (await within(membersSection()).findByText('Tom Harris')).closest('li')!;
    expect(within(tomCard).getByText('farmer@demo.farm')).toBeTruthy();
    expect(within(tomCard).getByText('Active')).toBeTruthy();
    expect(within(tomCard).getByText('Owner')).toBeTruthy();
    const samCard = within(membersSection()).getByText('Sam Reed').closest('li')!;
    expect(within(samCard).getByText('Invited')).toBeTruthy();
    expect(within(samCard).getByText('Yard team')).toBeTruthy();

    const invitation = (await within(invitesSection()).findByText('Sam Reed')).closest('li')!;
    expect(within(invitation).getByText('Sent')).toBeTruthy();
    expect(within(invitation).getByText('Invited by Tom Harris')).toBeTruthy();
    expect(within(invitation).getByRole('button', { name: 'Resend the invitation to sam@manor.farm' })).toBeTruthy();
    expect(within(invitation).getByRole('button', { name: 'Cancel the invitation to sam@manor.farm' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite a team member' })).toBeTruthy();
  });

  it("is in the navigation under 'Your account' as Team, only with account.teams", async () => {
    signInAs(makeProfile());
    teamApi();
    await openTeam();
    const account = screen.getByRole('group', { name: 'Your account' });
    expect(within(account).getByRole('link', { name: 'Team' }).getAttribute('aria-current')).toBe('page');
  });

  it('turns away a user without account.teams, and leaves Team out of their navigation', async () => {
    const haulier = haulierProfile();
    signInAs(haulier);
    const api = mockApi({ 'GET /api/customers/users/me': ok(haulier) });
    const { router } = renderRoutes(routes, ['/inventory/manage/account']);
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Team' })).toBeNull();

    await act(() => router.navigate(PATH));

    expect(await screen.findByText(messages.errors.unauthorised)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/inventory/manage/account');
    expect(requestsTo(api, 'GET /api/customers/users')).toHaveLength(0);
  });

  it('shows the team read-only with account.teams read: no invite, resend or cancel, even from the URL', async () => {
    signInAs(makeProfile({ groups: [], access: { 'account.account': 'read', 'account.teams': 'read' } }));
    teamApi();
    await openTeam(NEW_MEMBER);

    await within(invitesSection()).findByText('Sam Reed');
    expect(screen.getByText(/Ask your account owner/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite a team member' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Resend/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Cancel the invitation/ })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when there are no members or open invitations', async () => {
    signInAs(makeProfile());
    teamApi({ 'GET /api/customers/users': ok([], { pagination: page(0) }), 'GET /api/customers/invites': ok([]) });
    await openTeam();

    expect(await screen.findByRole('heading', { name: 'No members yet' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No open invitations' })).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    signInAs(makeProfile());
    let attempts = 0;
    teamApi({
      'GET /api/customers/users': () => {
        attempts += 1;
        return attempts === 1 ? fail(500, messages.errors.somethingWentWrong)() : ok([tom], { pagination: page(1) })();
      },
    });
    await openTeam();

    expect(await screen.findByText('The team could not be loaded')).toBeTruthy();
    fireEvent.click(within(membersSection()).getByRole('button', { name: 'Try again' }));
    expect(await within(membersSection()).findByText('Tom Harris')).toBeTruthy();
  });

  it('pages through the members with the offset in the URL', async () => {
    signInAs(makeProfile());
    const api = teamApi({ 'GET /api/customers/users': ok([tom, sam], { pagination: page(30) }) });
    const { router } = await openTeam();
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));

    await waitFor(() => expect(router.state.location.search).toBe('?offset=25'));
    await waitFor(() =>
      expect(requestsTo(api, 'GET /api/customers/users').at(-1)?.url.searchParams.get('offset')).toBe('25'),
    );
    expect(requestsTo(api, 'GET /api/customers/users')[0]?.url.searchParams.get('limit')).toBe('25');
  });

  it('resends an invitation and shows it as sent again', async () => {
    signInAs(makeProfile());
    const api = teamApi({
      [`POST /api/customers/invites/${invite.id}/resend`]: ok(
        { ...invite, status: 're-sent' },
        { message: messages.accounts.inviteResent },
      ),
    });
    await openTeam();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend the invitation to sam@manor.farm' }));

    expect(await screen.findByText(messages.accounts.inviteResent)).toBeTruthy();
    expect(within(invitesSection()).getByText('Sent again')).toBeTruthy();
    expect(requestsTo(api, `POST /api/customers/invites/${invite.id}/resend`)).toHaveLength(1);
  });

  it('cancels an invitation only after confirming', async () => {
    signInAs(makeProfile());
    const api = teamApi({ [`DELETE /api/customers/invites/${invite.id}`]: ok(null) });
    await openTeam();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the invitation to sam@manor.farm' }));

    let dialog = await screen.findByRole('dialog', { name: 'Cancel this invitation?' });
    expect(within(dialog).getByText(/The link sent to sam@manor\.farm will stop working/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(api, `DELETE /api/customers/invites/${invite.id}`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the invitation to sam@manor.farm' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this invitation?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));

    expect(await screen.findByText('Invitation cancelled')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No open invitations' })).toBeTruthy();
    expect(requestsTo(api, `DELETE /api/customers/invites/${invite.id}`)).toHaveLength(1);
  });

  it('says so in the dialog when a cancellation fails', async () => {
    signInAs(makeProfile());
    teamApi({ [`DELETE /api/customers/invites/${invite.id}`]: fail(404, messages.errors.notFound) });
    await openTeam();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the invitation to sam@manor.farm' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel invitation' }));

    const dialog = screen.getByRole('dialog', { name: 'Cancel this invitation?' });
    expect(await within(dialog).findByText(messages.errors.notFound)).toBeTruthy();
  });
});

describe('Invite a team member', () => {
  const input = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });

  async function openInviteModal() {
    signInAs(makeProfile());
    return { router: (await openTeam()).router };
  }

  it('opens from the button by name in the URL, and closing goes back', async () => {
    teamApi();
    const { router } = await openInviteModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Invite a team member' }));

    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
    expect(router.state.location.search).toBe('?action=team-member-permissions-new');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('names the missing answers and sends nothing', async () => {
    signInAs(makeProfile());
    const api = teamApi();
    await openTeam(NEW_MEMBER);
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await within(dialog).findAllByText(messages.validation.required)).toHaveLength(3);
    fireEvent.change(input(dialog, 'Email'), { target: { value: 'sam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(messages.validation.email)).toBeTruthy();
    expect(requestsTo(api, 'POST /api/customers/invite')).toHaveLength(0);
  });

  it('sends the person, their groups and their access, then says so and lists the invitation', async () => {
    signInAs(makeProfile());
    let invites: Invite[] = [];
    const api = teamApi({
      'GET /api/customers/invites': () => ok(invites)(),
      'POST /api/customers/invite': () => {
        invites = [invite];
        return new Response(JSON.stringify({ status: 201, message: messages.accounts.inviteSent, data: invite }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const { router } = await openTeam();
    expect(await screen.findByRole('heading', { name: 'No open invitations' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Invite a team member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });

    fireEvent.change(input(dialog, 'Email'), { target: { value: ' Sam@Manor.farm ' } });
    fireEvent.change(input(dialog, 'First name'), { target: { value: 'Sam' } });
    fireEvent.change(input(dialog, 'Last name'), { target: { value: 'Reed' } });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Groups' }));
    fireEvent.click(await within(dialog).findByRole('option', { name: 'Yard team' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Write: Bids' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Read: Trade position' }));
    // Trade position has a read level only.
    expect(within(dialog).queryByRole('radio', { name: 'Write: Trade position' })).toBeNull();
    expect(within(dialog).queryByRole('radio', { name: /Administrator/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText(messages.accounts.inviteSent)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
    expect(requestsTo(api, 'POST /api/customers/invite')[0]?.body).toEqual({
      email: 'sam@manor.farm',
      givenName: 'Sam',
      familyName: 'Reed',
      groups: ['yard'],
      access: { 'trading.bids': 'write', 'trading.position': 'read' },
      businessUnitIds: [],
    });
    expect(await within(invitesSection()).findByText('Sam Reed')).toBeTruthy();
  });

  it('puts a member already, or invited already, under the email', async () => {
    signInAs(makeProfile());
    teamApi({
      'POST /api/customers/invite': fail(409, messages.accounts.alreadyMember, [
        { field: 'email', message: messages.accounts.alreadyMember },
      ]),
    });
    await openTeam(NEW_MEMBER);
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
    fireEvent.change(input(dialog, 'Email'), { target: { value: 'farmer@demo.farm' } });
    fireEvent.change(input(dialog, 'First name'), { target: { value: 'Tom' } });
    fireEvent.change(input(dialog, 'Last name'), { target: { value: 'Harris' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await within(dialog).findByText(messages.accounts.alreadyMember)).toBeTruthy();
    expect(input(dialog, 'Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a failure that belongs to no field above the form', async () => {
    signInAs(makeProfile());
    teamApi({ 'POST /api/customers/invite': fail(403, messages.errors.noPermission) });
    await openTeam(NEW_MEMBER);
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
    fireEvent.change(input(dialog, 'Email'), { target: { value: 'sam@manor.farm' } });
    fireEvent.change(input(dialog, 'First name'), { target: { value: 'Sam' } });
    fireEvent.change(input(dialog, 'Last name'), { target: { value: 'Reed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain(messages.errors.noPermission);
  });

  it('locks the permissions for an owner, who has full access anyway', async () => {
    signInAs(makeProfile());
    teamApi();
    await openTeam(NEW_MEMBER);
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Groups' }));
    fireEvent.click(await within(dialog).findByRole('option', { name: 'Owner' }));

    expect(within(dialog).getByText(/Owners have full access/)).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'Write: Bids' })).toHaveProperty('disabled', true);
  });
});

describe('Team permissions, ownership and removal', () => {
  const jo: TeamMember = {
    profileId: '88888888-8888-4888-8888-888888888888',
    userId: '99999999-9999-4999-8999-999999999999',
    name: 'Jo Lane',
    email: 'jo@manor.farm',
    groups: [],
    access: { 'inventory.movements': 'read' },
    status: 'active',
    businessUnitIds: [],
    isOwner: false,
    phone: null,
  };
  const northFarm = { id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', name: 'North Farm', type: 'farm' as const };
  const eastStore = { id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee', name: 'East Store', type: 'store' as const };
  const samInfo = {
    userId: sam.userId,
    profileId: sam.profileId,
    email: sam.email,
    givenName: 'Sam',
    familyName: 'Reed',
    name: sam.name,
    phone: null,
    groups: sam.groups,
    access: { 'trading.bids': 'write' },
    businessUnitIds: [],
    status: 'active' as const,
    isOwner: false,
    pendingEmail: null,
  };
  const owner = () => makeProfile({ businessUnits: [northFarm, eastStore] });
  const withJo = (extra: Parameters<typeof mockApi>[0] = {}) =>
    teamApi({ 'GET /api/customers/users': ok([tom, sam, jo], { pagination: page(3) }), ...extra });

  it("edits one member's permissions: a preset ticks its set, units limit them, and saving sends it all", async () => {
    signInAs(owner());
    const api = withJo({
      [`GET /api/customers/users/${sam.userId}`]: ok(samInfo),
      [`PATCH /api/customers/users/${sam.userId}`]: ok(samInfo, { message: messages.accounts.permissionsSaved }),
    });
    const { router } = await openTeam();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the permissions of Sam Reed' }));

    const dialog = await screen.findByRole('dialog', { name: 'Permissions of Sam Reed' });
    expect(router.state.location.search).toBe(`?action=team-member-permissions-edit&member=${sam.userId}`);
    expect(within(dialog).getByRole('radio', { name: 'Write: Bids' })).toHaveProperty('checked', true);
    expect(within(dialog).getByText(/None chosen: access to all business units/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Insights' }));
    expect(within(dialog).getByRole('radio', { name: 'Read: Grain market insights' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('radio', { name: 'Read: Market prices' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('checkbox', { name: 'Insights' })).toHaveProperty('checked', true);
    // Taking one of its permissions away no longer meets the preset; giving it back does again.
    fireEvent.click(within(dialog).getByRole('radio', { name: 'None: Livestock market insights' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Insights' })).toHaveProperty('checked', false);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Read: Livestock market insights' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Insights' })).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Read: Bids' }));
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Business units' }));
    fireEvent.click(await within(dialog).findByRole('option', { name: 'North Farm' }));
    expect(within(dialog).getByText('Access to the chosen business units only.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save permissions' }));

    expect(await screen.findByText(messages.accounts.permissionsSaved)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(api, `PATCH /api/customers/users/${sam.userId}`)[0]?.body).toEqual({
      groups: ['bidding', 'yard'],
      access: {
        'trading.bids': 'read',
        'trading.insights.grain': 'read',
        'trading.insights.livestock': 'read',
        'trading.market.read': 'read',
      },
      businessUnitIds: [northFarm.id],
    });
  });

  it('offers the presets that suit the business, each saying what it grants: a buyer gets no selling or haulage', async () => {
    const farm = owner();
    const presetsOf = async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Sam Reed' }));
      fireEvent.click(screen.getByRole('button', { name: 'Edit their permissions' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit the permissions of the chosen members' });
      return { dialog };
    };

    signInAs(owner());
    withJo();
    await openTeam();
    await within(membersSection()).findByText('Jo Lane');
    const asFarm = await presetsOf();
    expect(within(asFarm.dialog).getByRole('checkbox', { name: 'Seller' })).toBeTruthy();
    expect(within(asFarm.dialog).queryByRole('checkbox', { name: 'Bidding' })).toBeNull();
    expect(within(asFarm.dialog).queryByRole('checkbox', { name: 'Buyer' })).toBeNull();
    expect(within(asFarm.dialog).queryByRole('checkbox', { name: 'Assign loads to drivers' })).toBeNull();
    cleanup();

    signInAs({ ...farm, organisation: { ...farm.organisation, modules: [{ id: 'trading:buyers' }] } });
    withJo();
    await openTeam();
    await within(membersSection()).findByText('Jo Lane');
    const { dialog } = await presetsOf();
    const buyer = within(dialog).getByRole('checkbox', { name: 'Buyer' });
    // What a preset grants, in plain words, is read with it.
    expect(buyer.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(buyer.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
      'Listings: see · Bids: see and change · Market prices: see',
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Bidding' })).toBeTruthy();
    for (const name of [
      'Seller',
      'Trading inventory, contracts and listings',
      'Inventory',
      'Assign loads to drivers',
    ]) {
      expect(within(dialog).queryByRole('checkbox', { name })).toBeNull();
    }
    // The whole-matrix presets fill every permission the business uses.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'See everything, change nothing' }));
    expect(within(dialog).getByRole('radio', { name: 'Read: Bids' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('radio', { name: 'Read: Team' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('radio', { name: 'None: Trade position' })).toHaveProperty('checked', true);
  });

  it('edits several members at once with the same permissions', async () => {
    signInAs(owner());
    const api = withJo({ 'PATCH /api/customers/users/permissions': ok([samInfo]) });
    await openTeam();
    await within(membersSection()).findByText('Jo Lane');
    // Nobody picks the owner, or themselves.
    expect(screen.queryByRole('checkbox', { name: 'Choose Tom Harris' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Sam Reed' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Jo Lane' }));
    expect(screen.getByText('Members chosen: 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit their permissions' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit the permissions of the chosen members' });
    expect(within(dialog).getByText(/Sam Reed, Jo Lane/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Team' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save for all of them' }));

    expect(await screen.findByText(messages.accounts.permissionsSaved)).toBeTruthy();
    expect(requestsTo(api, 'PATCH /api/customers/users/permissions')[0]?.body).toEqual({
      userIds: [sam.userId, jo.userId],
      access: { 'account.teams': 'write' },
      businessUnitIds: [],
    });
    await waitFor(() => expect(screen.queryByText('Members chosen: 2')).toBeNull());
  });

  it('shows permissions read-only to anyone but an owner, saying only an owner can change them', async () => {
    signInAs(makeProfile({ groups: [], access: { 'account.account': 'read', 'account.teams': 'write' } }));
    withJo({ [`GET /api/customers/users/${sam.userId}`]: ok(samInfo) });
    await openTeam();
    await within(membersSection()).findByText('Jo Lane');
    expect(screen.queryByRole('checkbox', { name: /Choose/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /the owner$/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View the permissions of Sam Reed' }));

    const dialog = await screen.findByRole('dialog', { name: 'Permissions of Sam Reed' });
    expect(within(dialog).getByText(messages.accounts.ownerOnly)).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'Write: Bids' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('checkbox', { name: 'Insights' })).toHaveProperty('disabled', true);
    expect(within(dialog).queryByRole('button', { name: 'Save permissions' })).toBeNull();
  });

  it('transfers ownership after confirming, then shows the former owner their reduced rights', async () => {
    signInAs(owner());
    const former = makeProfile({ groups: [], access: { ...FORMER_OWNER_ACCESS } as Record<string, string> });
    const api = withJo({
      'PATCH /api/customers/organisations/owner': ok(
        { ...samInfo, userId: jo.userId, profileId: jo.profileId, name: jo.name, email: jo.email, isOwner: true },
        { message: messages.accounts.ownershipTransferred },
      ),
      'GET /api/customers/users/me': ok(former),
    });
    await openTeam();
    fireEvent.click(await screen.findByRole('button', { name: 'Make Jo Lane the owner' }));

    let dialog = await screen.findByRole('dialog', { name: 'Transfer ownership?' });
    expect(within(dialog).getByText(/Jo Lane will become the owner of Manor Farm/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(api, 'PATCH /api/customers/organisations/owner')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Make Jo Lane the owner' }));
    dialog = await screen.findByRole('dialog', { name: 'Transfer ownership?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer ownership' }));

    expect(await screen.findByText(messages.accounts.ownershipTransferred)).toBeTruthy();
    expect(requestsTo(api, 'PATCH /api/customers/organisations/owner')[0]?.body).toEqual({ userId: jo.userId });
    // The former owner keeps reading the team, no longer changing it.
    expect(await screen.findByRole('button', { name: 'View the permissions of Sam Reed' })).toBeTruthy();
    expect(screen.getByText(/Ask your account owner/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /the owner$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Sam Reed' })).toBeNull();
  });

  it('removes a member only after confirming, and shows a refusal in the dialog', async () => {
    signInAs(owner());
    let members = [tom, sam, jo];
    const api = withJo({
      'GET /api/customers/users': () => ok(members, { pagination: page(members.length) })(),
      [`DELETE /api/customers/users/${sam.userId}`]: fail(409, messages.accounts.cannotRemoveOwner),
      [`DELETE /api/customers/users/${jo.userId}`]: () => {
        members = [tom, sam];
        return ok(null, { message: messages.accounts.memberRemoved })();
      },
    });
    await openTeam();
    expect(screen.queryByRole('button', { name: 'Remove Tom Harris' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Sam Reed' }));

    let dialog = await screen.findByRole('dialog', { name: 'Remove this team member?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    expect(await within(dialog).findByText(messages.accounts.cannotRemoveOwner)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Remove Jo Lane' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove this team member?' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove member' }));

    expect(await screen.findByText(messages.accounts.memberRemoved)).toBeTruthy();
    await waitFor(() => expect(within(membersSection()).queryByText('Jo Lane')).toBeNull());
    expect(requestsTo(api, `DELETE /api/customers/users/${jo.userId}`)).toHaveLength(1);
  });

  it('sends a member who never signed in a new set-password link', async () => {
    signInAs(owner());
    const api = withJo({
      [`GET /api/customers/users/${sam.userId}/resend-password`]: ok(null, {
        message: messages.accounts.passwordLinkSent,
      }),
    });
    await openTeam();
    // Jo has signed in: no link for them.
    expect(await screen.findByRole('button', { name: 'Send Sam Reed a new link to set their password' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Jo Lane a new link to set their password' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send Sam Reed a new link to set their password' }));

    expect(await screen.findByText(messages.accounts.passwordLinkSent)).toBeTruthy();
    expect(requestsTo(api, `GET /api/customers/users/${sam.userId}/resend-password`)).toHaveLength(1);
  });

  it('says so when resending an invitation fails', async () => {
    signInAs(owner());
    teamApi({ [`POST /api/customers/invites/${invite.id}/resend`]: fail(500, messages.errors.somethingWentWrong) });
    await openTeam();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend the invitation to sam@manor.farm' }));
    expect(await screen.findByText(messages.accounts.resendInviteError)).toBeTruthy();
  });

  it('invites someone to some business units only', async () => {
    signInAs(owner());
    const api = teamApi({ 'POST /api/customers/invite': ok(invite, { message: messages.accounts.inviteSent }) });
    await openTeam(NEW_MEMBER);
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Email' }), { target: { value: 'sam@manor.farm' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'First name' }), { target: { value: 'Sam' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Last name' }), { target: { value: 'Reed' } });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Business units' }));
    fireEvent.click(await within(dialog).findByRole('option', { name: 'East Store' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText(messages.accounts.inviteSent)).toBeTruthy();
    expect(requestsTo(api, 'POST /api/customers/invite')[0]?.body).toMatchObject({ businessUnitIds: [eastStore.id] });
  });
});
