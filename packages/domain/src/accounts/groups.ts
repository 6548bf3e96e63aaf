import { z } from '../zod';
import { businessSides, type BusinessShape } from './business-type';
import {
  GRANTABLE_PERMISSIONS,
  OWNER_GROUP,
  permissionLevels,
  type AccessMap,
  type GrantablePermission,
} from './permissions';
import type { Group } from './profile';

/** Groups every organisation has; an organisation adds its own beside them. */
export const BUILT_IN_GROUPS: readonly Group[] = [
  { id: OWNER_GROUP, name: 'Owner' },
  { id: 'bidding', name: 'Bidding' },
  { id: 'carrier', name: 'Carrier' },
  { id: 'driver', name: 'Driver' },
];

export const groupListQuerySchema = z.object({ filter: z.string().trim().max(100).optional() });

export const newGroupRequestSchema = z.object({ name: z.string().trim().min(1).max(100) });

/** Whole-matrix presets first, then the §6 groups; the web catalogue names each. */
export const PRESET_IDS = [
  'full',
  'viewer',
  'bidding',
  'business-management',
  'team',
  'inventory',
  'trading',
  'buyer',
  'seller',
  'insights',
  'carrier',
  'organiser',
] as const;
export type PresetId = (typeof PRESET_IDS)[number];

type Sides = ReturnType<typeof businessSides>;

interface PresetRule {
  id: PresetId;
  /** Whether the preset means anything to a business of these sides (a buyer is not offered selling). */
  suits: (sides: Sides) => boolean;
  access: AccessMap;
}

const always = () => true;

/**
 * The permission groups of trading §6, offered as presets in the team permissions modal: each ticks a set of
 * permissions, which the owner may then adjust one by one. Each suits the businesses that do what it is for.
 */
const GROUP_PRESETS: readonly PresetRule[] = [
  {
    id: 'bidding',
    suits: (sides) => sides.buys,
    access: { 'trading.bids': 'write', 'trading.listings': 'read', 'trading.market.read': 'read' },
  },
  {
    id: 'business-management',
    suits: always,
    access: { 'account.business': 'write', 'account.business-units': 'write' },
  },
  { id: 'team', suits: always, access: { 'account.teams': 'write' } },
  {
    id: 'inventory',
    suits: (sides) => sides.keepsStock,
    access: { 'inventory.movements': 'write' },
  },
  {
    id: 'trading',
    suits: (sides) => sides.sells,
    access: {
      'inventory.movements': 'read',
      'trading.contracts': 'write',
      'trading.listings': 'write',
      'trading.position': 'read',
    },
  },
  {
    id: 'buyer',
    suits: (sides) => sides.buys,
    access: { 'trading.bids': 'write', 'trading.listings': 'read', 'trading.market.read': 'read' },
  },
  {
    id: 'seller',
    suits: (sides) => sides.sells,
    access: { 'trading.listings': 'write', 'trading.contracts': 'read', 'trading.position': 'read' },
  },
  {
    id: 'insights',
    suits: (sides) => sides.trades,
    access: { 'trading.insights.grain': 'read', 'trading.insights.livestock': 'read', 'trading.market.read': 'read' },
  },
  {
    id: 'carrier',
    suits: (sides) => sides.hauls,
    access: { 'logistics.carrier': 'write' },
  },
  {
    // Any business may organise haulage: a farm its collections, a buyer its intake, a haulier its own work.
    id: 'organiser',
    suits: always,
    access: { 'logistics.jobs': 'write' },
  },
];

/** The permissions that mean something to a business of these sides: a buyer has no listings of its own to move. */
const PERMISSION_SIDES: Record<GrantablePermission, (sides: Sides) => boolean> = {
  'account.account': always,
  'account.business': always,
  'account.teams': always,
  'account.business-units': always,
  'inventory.movements': (sides) => sides.keepsStock || sides.sells,
  'trading.contracts': (sides) => sides.sells || sides.buys,
  'trading.listings': (sides) => sides.sells || sides.buys,
  'trading.bids': (sides) => sides.buys,
  'trading.position': (sides) => sides.sells,
  'trading.insights.grain': (sides) => sides.trades,
  'trading.insights.livestock': (sides) => sides.trades,
  'trading.market.read': (sides) => sides.trades,
  'logistics.carrier': (sides) => sides.hauls,
  'logistics.jobs': always,
};

/** The permissions a business of this shape uses, in the catalogue's order. */
export function permissionsFor(business: BusinessShape): GrantablePermission[] {
  const sides = businessSides(business);
  return GRANTABLE_PERMISSIONS.filter((key) => PERMISSION_SIDES[key](sides));
}

export interface PermissionPreset {
  id: PresetId;
  access: AccessMap;
}

/**
 * The presets offered for a business (one rule for every screen that edits permissions): everything it uses at the
 * highest level ('like an owner'), everything it uses to see only, then the §6 groups that suit it. A buyer is not
 * offered selling or haulage; a haulier is not offered trading.
 */
export function presetsFor(business: BusinessShape): PermissionPreset[] {
  const sides = businessSides(business);
  const used = permissionsFor(business);
  const full: AccessMap = Object.fromEntries(used.map((key) => [key, permissionLevels(key).at(-1)]));
  const viewer: AccessMap = Object.fromEntries(used.map((key) => [key, 'read']));
  return [
    { id: 'full', access: full },
    { id: 'viewer', access: viewer },
    ...GROUP_PRESETS.filter((preset) => preset.suits(sides)).map((preset) => ({
      id: preset.id,
      access: preset.access,
    })),
  ];
}
