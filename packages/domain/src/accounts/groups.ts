import { z } from '../zod';
import { OWNER_GROUP, type AccessMap } from './permissions';
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

/**
 * The permission groups of trading §6, offered as presets in the team permissions modal: each
 * ticks a set of permissions, which the owner may then adjust one by one.
 */
export const PERMISSION_PRESETS: readonly { id: string; name: string; access: AccessMap }[] = [
  {
    id: 'bidding',
    name: 'Bidding',
    access: { 'trading.bids': 'write', 'trading.listings': 'read', 'trading.market.read': 'read' },
  },
  {
    id: 'business-management',
    name: 'Business management',
    access: { 'account.business': 'write', 'account.business-units': 'write' },
  },
  { id: 'team', name: 'Team', access: { 'account.teams': 'write' } },
  { id: 'inventory', name: 'Inventory', access: { 'inventory.movements': 'write' } },
  {
    id: 'trading',
    name: 'Trading inventory, contracts and listings',
    access: {
      'inventory.movements': 'read',
      'trading.contracts': 'write',
      'trading.listings': 'write',
      'trading.position': 'read',
    },
  },
  {
    id: 'buyer',
    name: 'Buyer',
    access: { 'trading.bids': 'write', 'trading.listings': 'read', 'trading.market.read': 'read' },
  },
  {
    id: 'seller',
    name: 'Seller',
    access: { 'trading.listings': 'write', 'trading.contracts': 'read', 'trading.position': 'read' },
  },
  {
    id: 'insights',
    name: 'Insights',
    access: { 'trading.insights.grain': 'read', 'trading.insights.livestock': 'read', 'trading.market.read': 'read' },
  },
  { id: 'carrier', name: 'Assign loads to drivers', access: { 'logistics.carrier': 'write' } },
];
