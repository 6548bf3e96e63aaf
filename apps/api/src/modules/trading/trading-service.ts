import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { TradingNotices } from './notices/service';
import type { AreaNames, CropNames, TradingDirectory } from './ports';

/** What every trading service works with: the database and the clock, and the ports to accounts, crops and people. */
export interface TradingParts {
  db: Db;
  clock: Clock;
  directory: TradingDirectory;
  crops: CropNames;
  areas: AreaNames;
  notices: TradingNotices;
}

/** The trading services' common ground, built once by the module's index.ts. */
export abstract class TradingService {
  protected readonly db: Db;
  protected readonly clock: Clock;
  protected readonly directory: TradingDirectory;
  protected readonly crops: CropNames;
  protected readonly areas: AreaNames;
  protected readonly notices: TradingNotices;

  constructor(parts: TradingParts) {
    this.db = parts.db;
    this.clock = parts.clock;
    this.directory = parts.directory;
    this.crops = parts.crops;
    this.areas = parts.areas;
    this.notices = parts.notices;
  }

  /** A crop's name for a notice or an export: its id when the catalogue no longer has it. */
  protected cropName(commodityId: string): string {
    return this.crops.commodityGroup(commodityId)?.name ?? commodityId;
  }

  /** The post town of a listing's postcode area, as the market names the area; null when there is none. */
  protected areaTown(areaCode: string | null): string | null {
    return areaCode ? this.areas.postTownOf(areaCode) : null;
  }

  /** A type-and-grade's name ('Milling, group 1'), by its id across the crops: its id when none has it. */
  protected gradeName(itemId: string): string {
    for (const group of this.crops.commodityGroups()) {
      const item = group.items.find((each) => each.id === itemId);
      if (item) return item.name;
    }
    return itemId;
  }
}
