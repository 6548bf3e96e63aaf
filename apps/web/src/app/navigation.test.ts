import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { sessionStore } from '../lib/storage/session-store';
import { haulierProfile, makeProfile, signInAs } from '../test/session-fixtures';
import { visibleNavigation } from './navigation';

const shown = () => visibleNavigation(sessionStore.getSnapshot()).map((entry) => entry.path);

afterEach(() => sessionStore.clear());

describe('the navigation of the inventory (platform §6: module and permission)', () => {
  it('shows stores and fields, the stock list and farm locations to an organisation with inventory', () => {
    signInAs(makeProfile());
    expect(shown()).toEqual(
      expect.arrayContaining([paths.inventoryStorage, paths.inventoryStock, paths.farmLocations]),
    );
  });

  it('hides the inventory from an organisation without the inventory module', () => {
    signInAs(haulierProfile());
    expect(shown()).not.toContain(paths.inventoryStorage);
    expect(shown()).not.toContain(paths.inventoryStock);
  });

  it('hides it from a member without inventory.movements', () => {
    signInAs(makeProfile({ groups: [], access: { 'account.account': 'read' } }));
    expect(shown()).not.toContain(paths.inventoryStorage);
  });

  it('shows Harvest to an organisation with inventory, and to no one without the module or inventory.movements', () => {
    signInAs(makeProfile());
    expect(shown()).toContain(paths.inventoryHarvest);
    signInAs(haulierProfile());
    expect(shown()).not.toContain(paths.inventoryHarvest);
    signInAs(makeProfile({ groups: [], access: { 'account.account': 'read' } }));
    expect(shown()).not.toContain(paths.inventoryHarvest);
  });
});
