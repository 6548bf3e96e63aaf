import type { AlertDirection, PriceAlert, PriceKind } from '@harvest/domain';
import type { DayPrice } from '../series-queries';
import type { AlertRow } from './queries';

/** An alert as the person reads it, with the price it is measured against now (target alerts). */
export function alertView(row: AlertRow, market: DayPrice | null): PriceAlert {
  return {
    id: row.id,
    type: row.type as PriceAlert['type'],
    commodityId: row.commodityId,
    region: row.region === '' ? null : row.region,
    kind: row.kind as PriceKind,
    direction: row.direction as AlertDirection | null,
    priceMinor: row.priceMinor,
    moveMinor: row.moveMinor,
    movePercent: row.movePercent,
    side: row.side as AlertDirection | null,
    lastFiredAt: row.lastFiredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    marketMinor: market?.priceMinor ?? null,
    marketDate: market?.pricedOn ?? null,
  };
}
