import { messages } from '@harvest/domain';
import { describe, expect, it } from 'vitest';
import { accountsCatalogue } from './catalogue/accounts';
import { adminCatalogue } from './catalogue/admin';
import { authCatalogue } from './catalogue/auth';
import { contentCatalogue } from './catalogue/content';
import { inventoryCatalogue } from './catalogue/inventory';
import { keptSavesCatalogue } from './catalogue/kept-saves';
import { listCatalogue } from './catalogue/lists';
import { logsCatalogue } from './catalogue/logs';
import { marketUpdatesCatalogue } from './catalogue/market-updates';
import { notificationsCatalogue } from './catalogue/notifications';
import { platformCatalogue } from './catalogue/platform';
import { sharedCatalogue } from './catalogue/shared';
import { tradingCatalogue } from './catalogue/trading';
import { enGb } from './en-gb';

const parts: Record<string, object> = {
  shared: sharedCatalogue,
  auth: authCatalogue,
  accounts: accountsCatalogue,
  admin: adminCatalogue,
  platform: platformCatalogue,
  logs: logsCatalogue,
  notifications: notificationsCatalogue,
  content: contentCatalogue,
  lists: listCatalogue,
  inventory: inventoryCatalogue,
  trading: tradingCatalogue,
  keptSaves: keptSavesCatalogue,
  marketUpdates: marketUpdatesCatalogue,
};

describe('the catalogue, one file per feature', () => {
  it('has each section in one file only: a second would silently replace the first', () => {
    const owners = new Map<string, string[]>();
    for (const [part, catalogue] of Object.entries(parts)) {
      for (const section of Object.keys(catalogue)) owners.set(section, [...(owners.get(section) ?? []), part]);
    }
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  it("keeps every message of the domain: a feature's section of the same name extends it", () => {
    const domain: Record<string, object> = messages;
    const catalogue: Record<string, object> = enGb;
    for (const [section, words] of Object.entries(domain)) {
      expect(Object.keys(catalogue[section] ?? {}), section).toEqual(expect.arrayContaining(Object.keys(words)));
    }
  });
});
