import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from '../i18n/messages';
import {
  amendmentsCloseAt,
  amendmentsOpen,
  deliveryPickupAt,
  jobActions,
  jobAmendable,
  jobDisplayStatus,
  routeValid,
  stopIssues,
} from './job-rules';
import { allocationDriverChangeable } from './allocation-rules';
import { jobCreateSchema } from './job-schemas';
import { JOB_STATUSES } from './job-states';
import { JOB_UPCOMING_HOURS, REROUTE_AMENDMENT_HOURS } from './logistics-constants';

const HOUR = 3_600_000;
const at = new Date('2026-09-01T08:00:00Z');
const located = { lat: 52.2, lon: 0.9 };

describe('re-route amendments (trading-logistics §9: 72 hours)', () => {
  it('are open for 72 hours after a re-route and closed at the 72nd hour', () => {
    expect(REROUTE_AMENDMENT_HOURS).toBe(72);
    expect(amendmentsOpen(at, at)).toBe(true);
    expect(amendmentsOpen(at, new Date(at.getTime() + 72 * HOUR - 1))).toBe(true);
    expect(amendmentsOpen(at, new Date(at.getTime() + 72 * HOUR))).toBe(false);
    expect(amendmentsOpen(null, at)).toBe(false);
    expect(amendmentsCloseAt(at).toISOString()).toBe('2026-09-04T08:00:00.000Z');
  });

  it('open exactly while less than 72 hours have passed since the re-route', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: -10 * 24 * HOUR, max: 10 * 24 * HOUR }),
        (rerouted, offset) => {
          const reroutedAt = new Date(rerouted);
          const now = new Date(rerouted + offset);
          expect(amendmentsOpen(reroutedAt, now)).toBe(offset < REROUTE_AMENDMENT_HOURS * HOUR);
        },
      ),
    );
  });
});

describe('upcoming (trading-logistics §4 Job)', () => {
  it('is a booked or re-routed job whose pickup is within the next day', () => {
    const pickupAt = new Date(at.getTime() + 3 * HOUR);
    expect(jobDisplayStatus({ status: 'booked', pickupAt }, at)).toBe('upcoming');
    expect(jobDisplayStatus({ status: 're-routed', pickupAt }, at)).toBe('upcoming');
    expect(jobDisplayStatus({ status: 'assigned', pickupAt }, at)).toBe('assigned');
    expect(jobDisplayStatus({ status: 'booked', pickupAt: new Date(at.getTime() + 25 * HOUR) }, at)).toBe('booked');
    expect(jobDisplayStatus({ status: 'booked', pickupAt: new Date(at.getTime() - HOUR) }, at)).toBe('booked');
  });

  it('holds from JOB_UPCOMING_HOURS before the pickup until the pickup, for every status', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...JOB_STATUSES),
        fc.integer({ min: -48 * HOUR, max: 48 * HOUR }),
        (status, untilPickup) => {
          const pickupAt = new Date(at.getTime() + untilPickup);
          const within = untilPickup > 0 && untilPickup <= JOB_UPCOMING_HOURS * HOUR;
          const expected = within && (status === 'booked' || status === 're-routed') ? 'upcoming' : status;
          expect(jobDisplayStatus({ status, pickupAt }, at)).toBe(expected);
        },
      ),
    );
  });
});

describe('stops (trading-logistics §5: a valid route, every stop located, at least two stops)', () => {
  it('needs at least two stops', () => {
    expect(stopIssues([{ type: 'both', ...located }])).toEqual([
      { field: 'stops', message: formatMessage(messages.logistics.minStops, { count: 2 }) },
    ]);
  });

  it('names each stop whose location is not set', () => {
    expect(stopIssues([{ type: 'load', ...located }, { type: 'unload' }, { type: 'unload', lat: 52 }])).toEqual([
      { field: 'stops.1', message: messages.logistics.stopLocationRequired },
      { field: 'stops.2', message: messages.logistics.stopLocationRequired },
    ]);
  });

  it('needs somewhere to load and somewhere to unload; a stop for both is either', () => {
    const issue = { field: 'stops', message: messages.logistics.loadAndUnloadStops };
    expect(
      stopIssues([
        { type: 'load', ...located },
        { type: 'load', ...located },
      ]),
    ).toEqual([issue]);
    expect(
      stopIssues([
        { type: 'unload', ...located },
        { type: 'unload', ...located },
      ]),
    ).toEqual([issue]);
    expect(
      stopIssues([
        { type: 'load', ...located },
        { type: 'both', ...located },
      ]),
    ).toEqual([]);
    expect(
      stopIssues([
        { type: 'both', ...located },
        { type: 'both', ...located },
      ]),
    ).toEqual([]);
  });

  it('puts the issues where the form shows them', () => {
    const parsed = jobCreateSchema.safeParse({
      type: 'grain',
      pickupAt: at.toISOString(),
      stops: [
        { type: 'load', waypointType: 'farm', name: 'Hillside Farm', ...located },
        { type: 'unload', waypointType: 'mill', name: 'Mill' },
      ],
      carrierOrganisationId: '00000000-0000-4000-8000-000000000000',
    });
    expect(parsed.success).toBe(false);
    const issues = parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['stops.1', messages.logistics.stopLocationRequired],
      ['priceMinor', messages.logistics.jobPriceRequired],
    ]);
  });

  it('takes a route that goes somewhere as valid', () => {
    expect(routeValid(null)).toBe(false);
    expect(
      routeValid({
        distanceMetres: 0,
        geometry: [
          [0, 0],
          [0, 0],
        ],
      }),
    ).toBe(false);
    expect(
      routeValid({
        distanceMetres: 12_000,
        geometry: [
          [0.9, 52.2],
          [1.1, 52.1],
        ],
      }),
    ).toBe(true);
  });
});

describe('job actions', () => {
  it('lets the organiser edit before assignment and re-route after; the carrier books, declines or cancels', () => {
    expect(jobActions({ status: 'awaiting-quotes', reroutedAt: null }, 'organiser', at)).toEqual(['edit', 'cancel']);
    expect(jobActions({ status: 'assigned', reroutedAt: null }, 'organiser', at)).toEqual(['reroute', 'cancel']);
    expect(jobActions({ status: 're-routed', reroutedAt: at }, 'organiser', at)).toEqual([
      'reroute',
      'amend',
      'cancel',
    ]);
    expect(jobActions({ status: 'assigned', reroutedAt: null }, 'carrier', at)).toEqual(['book', 'decline', 'cancel']);
    expect(jobActions({ status: 'completed', reroutedAt: null }, 'carrier', at)).toEqual([]);
  });

  it("opens either side's amendments while a re-route keeps them open: the carrier changes its drivers", () => {
    expect(jobActions({ status: 're-routed', reroutedAt: at }, 'carrier', at)).toEqual(['book', 'amend', 'cancel']);
    const late = new Date(at.getTime() + 72 * HOUR);
    expect(jobActions({ status: 're-routed', reroutedAt: at }, 'carrier', late)).toEqual(['book', 'cancel']);
  });

  it('lets the price and notes change before assignment, in a re-route, or within 72 hours of one', () => {
    const late = new Date(at.getTime() + 72 * HOUR);
    expect(jobAmendable({ status: 'out-for-quote', reroutedAt: null }, late)).toBe(true);
    expect(jobAmendable({ status: 'booked', reroutedAt: null }, at)).toBe(false);
    expect(jobAmendable({ status: 'booked', reroutedAt: null }, at, true)).toBe(true);
    expect(jobAmendable({ status: 're-routed', reroutedAt: at }, new Date(late.getTime() - 1))).toBe(true);
    expect(jobAmendable({ status: 're-routed', reroutedAt: at }, late)).toBe(false);
    expect(jobAmendable({ status: 'completed', reroutedAt: at }, at, true)).toBe(false);
  });

  it("lets the carrier change an allocation's driver until 72 hours after a re-route", () => {
    expect(allocationDriverChangeable({ reroutedAt: null }, at)).toBe(true);
    expect(allocationDriverChangeable({ reroutedAt: at }, new Date(at.getTime() + 72 * HOUR - 1))).toBe(true);
    expect(allocationDriverChangeable({ reroutedAt: at }, new Date(at.getTime() + 72 * HOUR))).toBe(false);
  });
});

describe('a job from a contract delivery', () => {
  it('is picked up at 08:00 UK time on the planned date, summer or winter', () => {
    expect(deliveryPickupAt('2026-07-14').toISOString()).toBe('2026-07-14T07:00:00.000Z');
    expect(deliveryPickupAt('2026-12-01').toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });
});
