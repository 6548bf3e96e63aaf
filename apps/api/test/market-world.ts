import { PRICES_ARRIVED_JOB } from '../src/modules/market';
import type { ModuleId } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { apiCall } from './api-calls';
import { rows } from './auth-helpers';
import type { TestApp } from './build-test-app';

/**
 * What the market's tests share: the insights upgrade granted as a system administrator grants it, and prices written
 * straight into the store (the price sources are another part of issue 24) with the check's job sent and run as a
 * source sends it once its prices are stored.
 */

/** Grants a business the insights upgrade module beside the modules it has (as the administrator, on business accounts). */
export async function grantInsights(t: TestApp, organisationId: string, module: ModuleId = 'trading:insights:grain') {
  const admin = await t.authHeaders('admin@demo.farm');
  const current = await apiCall(t, 'GET', `/customers/organisations/${organisationId}`, admin);
  expect(current.statusCode, current.body).toBe(200);
  const modules = (current.json().data.modules as { id: string }[]).map((each) => each.id);
  if (modules.includes(module)) return;
  const reply = await apiCall(t, 'PATCH', `/customers/organisations/${organisationId}`, admin, {
    modules: [...modules, module],
  });
  expect(reply.statusCode, reply.body).toBe(200);
}

export interface TestPrice {
  commodityId: string;
  kind: 'spot' | 'ex-farm' | 'delivered' | 'futures';
  region?: string | null;
  contractMonth?: string | null;
  /** YYYY-MM-DD; today on the test clock when not given. */
  pricedOn?: string;
  /** The moment in the day it was taken; the test clock's now when not given. */
  pricedAt?: Date;
  priceMinor: number;
  source?: string;
  currency?: string;
}

/** The test clock's day (UTC). */
export const clockDay = (t: TestApp) => t.clock.now().toISOString().slice(0, 10);

/** Writes prices into the store as a source would, without telling anyone. */
export async function insertPrices(t: TestApp, prices: readonly TestPrice[]): Promise<void> {
  for (const price of prices) {
    const at = price.pricedAt ?? t.clock.now();
    await rows(
      t,
      sql`insert into market_prices (commodity_id, region, kind, contract_month, source, priced_on, priced_at,
            price_minor, currency, received_at)
          values (${price.commodityId}, ${price.region ?? ''}, ${price.kind}, ${price.contractMonth ?? ''},
            ${price.source ?? 'test'}, ${price.pricedOn ?? clockDay(t)}, ${at.toISOString()}::timestamptz,
            ${price.priceMinor}, ${price.currency ?? 'GBP'}, ${t.clock.now().toISOString()}::timestamptz)
          returning id`,
    );
  }
}

/**
 * Prices arriving: stored, the 'market.prices-arrived' job sent with their series in the same transaction (as the price
 * store sends it), and the job run. Answers what the queue ran.
 */
export async function pricesArrive(t: TestApp, prices: readonly TestPrice[]) {
  await insertPrices(t, prices);
  await t.app.platform.jobs.send(PRICES_ARRIVED_JOB, {
    series: prices.map((price) => ({
      commodityId: price.commodityId,
      kind: price.kind,
      region: price.region ?? '',
      contractMonth: price.contractMonth ?? '',
    })),
  });
  return t.app.platform.jobs.drain(PRICES_ARRIVED_JOB);
}

/** A person's in-app price-alert notifications, oldest first. */
export async function priceAlertNotices(t: TestApp, email: string) {
  return rows<{ title: string; message: string; organisationId: string | null }>(
    t,
    sql`select n.title, n.message, n.organisation_id as "organisationId" from account_notifications n
        join users u on u.id = n.user_id
        where u.email = ${email} and n.data->>'topic' = 'price-alerts' order by n.created_at, n.id`,
  );
}

/** The price-alert emails the outbox holds for an address. */
export async function priceAlertEmails(t: TestApp, email: string) {
  return rows<{ subject: string; textBody: string }>(
    t,
    sql`select subject, text_body as "textBody" from outbox_messages
        where recipient = ${email} and template like 'market-alert-%' order by created_at, id`,
  );
}
