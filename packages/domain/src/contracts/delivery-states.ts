/**
 * A contract's delivery (trading §3, §4): planned out of the farm's stores (its outbound movement planned), in
 * transit once the seller dispatches it (the movement completes: the store's stock falls through the ledger), and
 * delivered when the buyer records its tipped weight (§4 'Delivered when tipped weight is recorded').
 */
export const DELIVERY_STATUSES = ['planned', 'in-transit', 'delivered'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The moves a delivery may make, and no others: forwards only, one step at a time. */
export const DELIVERY_TRANSITIONS: Readonly<Record<DeliveryStatus, readonly DeliveryStatus[]>> = {
  planned: ['in-transit'],
  'in-transit': ['delivered'],
  delivered: [],
};

export const canMoveDelivery = (from: DeliveryStatus, to: DeliveryStatus): boolean =>
  DELIVERY_TRANSITIONS[from].includes(to);

/** Only a planned delivery may be changed or deleted: once dispatched its grain has left the store. */
export const deliveryEditable = (status: DeliveryStatus): boolean => status === 'planned';
