import type { AccountsDirectory, SettingsService } from '../accounts';
import type { FilesService } from '../files';
import type { GeoService } from '../geo';
import type { MovementService, StockService } from '../inventory';
import type { ReferenceService } from '../reference';

/**
 * What trading needs of accounts: the caller's units and farms (held while a listing or trade request is written at
 * one, so it is not deleted under it), and other businesses' names and vetting.
 */
export type TradingDirectory = Pick<
  AccountsDirectory,
  | 'unitScope'
  | 'unit'
  | 'unitNames'
  | 'holdUnit'
  | 'refs'
  | 'people'
  | 'memberUserIds'
  | 'namesOf'
  | 'invoiceParty'
  | 'actingIdentity'
>;

/** Who a notice reaches: people by id, and the members of businesses. */
export type NoticePeople = Pick<AccountsDirectory, 'people' | 'memberUserIds' | 'membersByOrganisation'>;

/** The crops of the catalogue, by id: a listing's crop must be one, and notices name it. */
export type CropNames = Pick<ReferenceService, 'commodityGroup' | 'commodityGroups'>;

/** The post towns the postcode areas are named after: the market names a listing's area by its town (geo). */
export type AreaNames = Pick<GeoService, 'postTownOf'>;

/** A contract's file must be one the buyer may read. */
export type ContractFiles = Pick<FilesService, 'describe' | 'shareWith'>;

/** A delivery's files: ones the buyer may read, and locked once the delivery is delivered (its ticket, receipt). */
export type DeliveryFiles = Pick<FilesService, 'describe' | 'lock' | 'shareWith'>;

/** What the export needs of accounts: the person's units, so quantities are written as they read them. */
export type PersonUnits = Pick<SettingsService, 'unitSystemsOf'>;

/**
 * A listing started from stock: the seller's own lot, read through inventory (null when it is not theirs); a
 * delivery's lots: who owns their grain and the storage contract it is held under.
 */
export type StockLots = Pick<StockService, 'ownLot' | 'lotHoldings'>;

/**
 * A contract's delivery out of the seller's stores: its outbound movement, planned, replaced, completed or deleted
 * by inventory's own service in one transaction with the delivery (the movement link's guard and `linked`).
 */
export type StockMovements = Pick<MovementService, 'createMovement' | 'completeMovement' | 'deleteMovement'>;

/** The reference specification a contract's names: its crop type picks the default deduction and bonus scale. */
export type Specifications = Pick<ReferenceService, 'findSpecification'>;

/** Core config's settlement deduction and bonus reasons: a settlement's must be among them, in their words, and a
 * contract's agreed scale names its reasons among them. */
export type SettlementReasons = Pick<ReferenceService, 'settlementReasons'>;
