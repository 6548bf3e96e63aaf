import { ROLE_SYS_ADMIN } from '@harvest/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../app';
import type { NewBusinessUnitDetails, NewMember, NewOrganisation } from '../modules/accounts';
import { ConfigError, demoForbiddenOnHost, demoOnNetworkRefusal, type Config } from '../platform/config';

export const DEMO_PASSWORD = 'Harvest2026!';
/** The demo world's system administrator: whoever knows the published password holds the platform. */
export const DEMO_ADMIN_EMAIL = 'admin@demo.farm';

interface DemoOrganisation extends NewOrganisation {
  businessUnits: { name: string; type: 'farm' | 'store' | 'region'; details?: NewBusinessUnitDetails }[];
  members: NewMember[];
}

/** The demo world of the README. Later modules add their own records beside these. */
export const demoOrganisations: DemoOrganisation[] = [
  {
    name: 'Hillside Farm Partnership',
    vetted: true,
    // With the insights upgrade, so the demo shows prices by region, ex-farm and alerts (issue 24).
    modules: ['inventory:core', 'trading:core', 'trading:insights:grain'],
    details: {
      companyNumber: 'OC412873',
      email: 'office@hillsidefarm.demo',
      phone: { callingCode: '+44', number: '01353 720418' },
      address: { line1: 'Hillside Farm, Ely Road', city: 'Littleport', region: 'Cambridgeshire', postcode: 'CB6 1PT' },
      bankDetails: {
        accountHolderName: 'Hillside Farm Partnership',
        accountNumber: '41207733',
        sortCode: '20-45-77',
        bankName: 'Barclays',
      },
      invoiceSettings: { taxNumber: '284 1937 62', salesTaxLabel: 'VAT', salesTaxPercentage: 0, invoicePrefix: 'HFP' },
    },
    businessUnits: [
      {
        name: 'Hillside Farm',
        type: 'farm',
        details: {
          address: { line1: 'Hillside Farm, Ely Road', city: 'Littleport', postcode: 'CB6 1PT' },
          farmDetails: {
            holdingNumber: '12/345/6789',
            assuranceScheme: 'red-tractor',
            membershipNumber: '12/345/6789',
            assuranceStatus: 'valid',
          },
          location: { lat: 52.4566, lon: 0.3068 },
        },
      },
      {
        name: 'Brook End Farm',
        type: 'farm',
        details: {
          address: { line1: 'Brook End Farm, Brook Lane', city: 'Mepal', postcode: 'CB6 2AZ' },
          farmDetails: { holdingNumber: '12/345/9012' },
        },
      },
      {
        name: 'Hillside Grain Store',
        type: 'store',
        details: {
          address: { line1: 'Unit 4, Station Yard', city: 'Littleport', postcode: 'CB6 1QG' },
          location: { lat: 52.4591, lon: 0.3041 },
        },
      },
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
    businessUnits: [
      // Placed on the map so the market's distances have somewhere to be measured from.
      { name: 'Bury St Edmunds Office', type: 'region', details: { location: { lat: 52.2463, lon: 0.7116 } } },
    ],
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
    // A second haulier, so a farm asks two carriers for quotes and compares them (issue 22).
    name: 'Ouse Valley Transport Ltd',
    vetted: true,
    modules: [],
    businessUnits: [{ name: 'Ely Yard', type: 'store' }],
    members: [{ email: 'carrier2@demo.farm', givenName: 'Priya', familyName: 'Shah', groups: ['owner', 'carrier'] }],
  },
  {
    // Registered and trading modules chosen, but not yet vetted: trading stays closed (§6).
    name: 'Marsh Lane Farm',
    vetted: false,
    modules: ['inventory:core', 'trading:core'],
    businessUnits: [{ name: 'Marsh Lane Farm', type: 'farm' }],
    members: [
      { email: 'unvetted@demo.farm', givenName: 'Ruth', familyName: 'Hale', groups: ['owner'], userTypes: ['seller'] },
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

/** True when this database holds the demo world (seeded by an earlier start). */
export async function demoWorldPresent(platform: Platform): Promise<boolean> {
  return (await platform.services.accounts.findUserByEmail(DEMO_ADMIN_EMAIL)) !== null;
}

/**
 * Refuses (ConfigError) to serve a database holding the demo world on a non-loopback HOST without
 * ALLOW_DEMO_ON_NETWORK=true: the accounts an earlier start seeded stay, whatever SEED says now.
 */
export async function refuseDemoWorldOnNetwork(
  platform: Platform,
  config: Pick<Config, 'host' | 'allowDemoOnNetwork'>,
): Promise<void> {
  if (demoForbiddenOnHost(config) && (await demoWorldPresent(platform))) {
    throw new ConfigError(demoOnNetworkRefusal(config.host, 'This database holds the demo world'));
  }
}

/**
 * Seeds the demo world once: a run on a database that already has it changes nothing.
 * Everything goes in one transaction, so a failed seed leaves no half world behind.
 */
export async function seedDemoWorld(platform: Platform, log: FastifyBaseLogger): Promise<boolean> {
  const { organisations, businessUnits, users, passwords } = platform.services;
  if (await demoWorldPresent(platform)) {
    log.info('demo world already seeded');
    return false;
  }
  await platform.database.db.transaction(async (tx) => {
    let adminUserId: string | null = null;
    for (const demo of demoOrganisations) {
      const organisation = await organisations.create(tx, demo);
      for (const unit of demo.businessUnits) {
        await businessUnits.add(tx, organisation.id, unit.name, unit.type, unit.details);
      }
      for (const member of demo.members) {
        // The demo people have been around for a while: they accepted the terms long ago.
        const { user } = await users.addMember(tx, organisation.id, { ...member, acceptedTerms: true });
        await passwords.setPassword(tx, user.id, DEMO_PASSWORD);
        if (member.roles?.includes(ROLE_SYS_ADMIN)) adminUserId = user.id;
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
    // Latest updates written by the platform's administrator, so the what's-new modal shows.
    await platform.services.content.seedDemoArticles(tx, adminUserId);
  });
  log.info('demo world seeded');
  return true;
}
