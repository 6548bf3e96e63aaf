import { ROLE_SYS_ADMIN } from '@harvest/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../app';
import type { NewMember, NewOrganisation } from '../modules/accounts/service';

export const DEMO_PASSWORD = 'Harvest2026!';

interface DemoOrganisation extends NewOrganisation {
  businessUnits: { name: string; type: 'farm' | 'store' | 'region' }[];
  members: NewMember[];
}

/** The demo world of the README. Later modules add their own records beside these. */
export const demoOrganisations: DemoOrganisation[] = [
  {
    name: 'Hillside Farm Partnership',
    vetted: true,
    modules: ['inventory:core', 'trading:core'],
    businessUnits: [
      { name: 'Hillside Farm', type: 'farm' },
      { name: 'Brook End Farm', type: 'farm' },
      { name: 'Hillside Grain Store', type: 'store' },
    ],
    members: [
      {
        email: 'farmer@demo.farm',
        givenName: 'Tom',
        familyName: 'Harrington',
        groups: ['owner'],
        userTypes: ['seller'],
        phone: { callingCode: '+44', number: '7700900123' },
      },
    ],
  },
  {
    name: 'Anglia Grain Merchants Ltd',
    vetted: true,
    modules: ['trading:buyers'],
    businessUnits: [{ name: 'Bury St Edmunds Office', type: 'region' }],
    members: [
      { email: 'buyer@demo.farm', givenName: 'Sarah', familyName: 'Mitchell', groups: ['owner'], userTypes: ['buyer'] },
      {
        email: 'buyer2@demo.farm',
        givenName: 'James',
        familyName: 'Cole',
        groups: ['bidding'],
        userTypes: ['buyer'],
        access: { 'trading.bids': 'write', 'trading.listings': 'read', 'trading.market.read': 'read' },
      },
    ],
  },
  {
    name: 'Fenland Haulage Ltd',
    vetted: true,
    modules: [],
    businessUnits: [{ name: 'Wisbech Depot', type: 'store' }],
    members: [
      { email: 'carrier@demo.farm', givenName: 'Dave', familyName: 'Turner', groups: ['owner', 'carrier'] },
      {
        email: 'driver@demo.farm',
        givenName: 'Mick',
        familyName: 'Holloway',
        groups: ['driver'],
        access: { 'logistics.carrier': 'read' },
      },
    ],
  },
  {
    name: 'Harvest Platform',
    vetted: true,
    modules: [],
    businessUnits: [],
    members: [
      { email: 'admin@demo.farm', givenName: 'Alex', familyName: 'Morgan', roles: [ROLE_SYS_ADMIN], groups: ['owner'] },
    ],
  },
];

/**
 * Seeds the demo world once: a run on a database that already has it changes nothing.
 * Everything goes in one transaction, so a failed seed leaves no half world behind.
 */
export async function seedDemoWorld(platform: Platform, log: FastifyBaseLogger): Promise<boolean> {
  const { accounts, auth } = platform.services;
  if (await accounts.findUserByEmail('admin@demo.farm')) {
    log.info('demo world already seeded');
    return false;
  }
  await platform.database.db.transaction(async (tx) => {
    for (const demo of demoOrganisations) {
      const organisation = await accounts.createOrganisation(tx, demo);
      for (const unit of demo.businessUnits) await accounts.addBusinessUnit(tx, organisation.id, unit.name, unit.type);
      for (const member of demo.members) {
        // The demo people have been around for a while: they accepted the terms long ago.
        const { user } = await accounts.addMember(tx, organisation.id, { ...member, acceptedTerms: true });
        await auth.setPassword(tx, user.id, DEMO_PASSWORD);
        await platform.outbox.enqueueEmail(tx, user.email, 'welcome', {
          subject: 'Welcome to Harvest',
          heading: `Welcome, ${user.givenName}`,
          paragraphs: [
            `Your account at ${organisation.name} is ready.`,
            'Harvest keeps your grain inventory, trading and haulage in one place.',
          ],
          action: { label: 'Sign in', url: `${platform.config.publicUrl}/inventory/auth/login` },
        });
      }
    }
  });
  log.info('demo world seeded');
  return true;
}
