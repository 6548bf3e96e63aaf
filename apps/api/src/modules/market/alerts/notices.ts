import {
  formatMessage,
  formatMoney,
  formatMovementMonth,
  futuresMarketOf,
  messages,
  priceRegionName,
  type Currency,
} from '@harvest/domain';
import { cropName } from '../crop-views';
import type { MarketCrops } from '../ports';
import type { DayPrice } from '../series-queries';
import type { AlertRow } from './queries';

/** An alert that fired on a price, and for a futures alert the day's move against the day before. */
export type Firing =
  | { type: 'target'; alert: AlertRow; price: DayPrice }
  | {
      type: 'futures';
      alert: AlertRow;
      price: DayPrice;
      contractMonth: string;
      moveMinor: number;
      movePercent: number;
    };

const w = messages.market.alerts;

const PERCENT = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A price per tonne as the notice says it: '£182.50/t'. */
const perTonne = (minor: number, currency: string) => `${formatMoney(minor, currency as Currency)}/t`;

/** What a firing says, title and message, in the catalogue's words. */
export function firingWords(crops: MarketCrops, firing: Firing): { title: string; message: string } {
  const { alert, price } = firing;
  const crop = cropName(crops, alert.commodityId) ?? alert.commodityId;
  if (firing.type === 'target') {
    const values = {
      crop,
      kind: w.kinds[alert.kind as keyof typeof w.kinds] ?? alert.kind,
      region: priceRegionName(alert.region),
      price: perTonne(price.priceMinor, price.currency),
      target: perTonne(alert.priceMinor ?? 0, price.currency),
    };
    const above = alert.direction === 'above';
    return {
      title: formatMessage(above ? w.targetAboveTitle : w.targetBelowTitle, values),
      message: formatMessage(above ? w.targetAboveMessage : w.targetBelowMessage, values),
    };
  }
  const marketId = futuresMarketOf(alert.commodityId)?.id;
  const market = marketId ? w.futuresMarkets[marketId] : crop;
  const move = perTonne(Math.abs(firing.moveMinor), price.currency);
  const values = {
    market,
    month: formatMovementMonth(firing.contractMonth),
    move,
    percent: PERCENT.format(Math.abs(firing.movePercent) / 100),
    price: perTonne(price.priceMinor, price.currency),
    day: DAY.format(new Date(`${price.pricedOn}T00:00:00Z`)),
    threshold:
      alert.moveMinor !== null
        ? perTonne(alert.moveMinor, price.currency)
        : PERCENT.format((alert.movePercent ?? 0) / 100),
  };
  return {
    title: formatMessage(w.futuresTitle, values),
    message: formatMessage(firing.moveMinor >= 0 ? w.futuresUpMessage : w.futuresDownMessage, values),
  };
}
