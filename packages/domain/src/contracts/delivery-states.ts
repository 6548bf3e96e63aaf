/**
 * A contract's delivery (trading §3, §4): planned out of the farm's stores (its outbound movement planned), in
 * transit once the seller dispatches it (the movement completes: the store's stock falls through the ledger),
 * delivered when the buyer records its tipped weight (§4 'Delivered when tipped weight is recorded'), settled when
 * either party settles it (its invoice issued) and paid when the payment is received (§4 'Complete when deliveries
 * are paid'). Overdue is not a state: it is read from the due date and the clock (settlementOverdue).
 */
export const DELIVERY_STATUSES = ['planned', 'in-transit', 'delivered', 'settled', 'paid'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The moves a delivery may make, and no others: forwards only, one step at a time. */
export const DELIVERY_TRANSITIONS: Readonly<Record<DeliveryStatus, readonly DeliveryStatus[]>> = {
  planned: ['in-transit'],
  'in-transit': ['delivered'],
  delivered: ['settled'],
  settled: ['paid'],
  paid: [],
};

export const canMoveDelivery = (from: DeliveryStatus, to: DeliveryStatus): boolean =>
  DELIVERY_TRANSITIONS[from].includes(to);

/** Only a planned delivery may be changed or deleted: once dispatched its grain has left the store. */
export const deliveryEditable = (status: DeliveryStatus): boolean => status === 'planned';

/** Delivered and beyond: the tipped weight is recorded (a settled or paid delivery was delivered first). */
export const deliveryTipped = (status: DeliveryStatus): boolean =>
  status === 'delivered' || status === 'settled' || status === 'paid';

/**
 * A contract reads settled (the search's facet, the trade's label) once it has at least one delivery and every one
 * of them is settled or paid: each has its invoice. Paid is settled too; complete (all paid) is the contract's status.
 */
export const contractSettled = (deliveryStatuses: readonly DeliveryStatus[]): boolean =>
  deliveryStatuses.length > 0 && deliveryStatuses.every((status) => status === 'settled' || status === 'paid');
