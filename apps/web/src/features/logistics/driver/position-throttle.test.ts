import {
  POSITION_BATCH_MAX,
  POSITION_INTERVAL_SECONDS,
  POSITION_LOW_BATTERY_INTERVAL_SECONDS,
  positionSchema,
} from '@harvest/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPositionBuffer, positionDue, positionIntervalSeconds, positionOf } from './position-throttle';

describe('how often the phone sends its position', () => {
  it('is every 10 s, or every 30 s on a low battery (20 % or less) that is not charging', () => {
    expect(POSITION_INTERVAL_SECONDS).toBe(10);
    expect(POSITION_LOW_BATTERY_INTERVAL_SECONDS).toBe(30);
    expect(positionIntervalSeconds(null)).toBe(10);
    expect(positionIntervalSeconds({ level: 0.9, charging: false })).toBe(10);
    expect(positionIntervalSeconds({ level: 0.2, charging: false })).toBe(30);
    expect(positionIntervalSeconds({ level: 0.05, charging: true })).toBe(10);
    expect(positionIntervalSeconds({ level: 0.21, charging: false })).toBe(10);
  });

  it('keeps the first reading, and the next only once the interval has passed', () => {
    expect(positionDue(null, 5_000, 10)).toBe(true);
    expect(positionDue(5_000, 14_999, 10)).toBe(false);
    expect(positionDue(5_000, 15_000, 10)).toBe(true);
  });

  it('never keeps two readings closer than the interval, however often the phone reports', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: 1, maxLength: 300 }),
        fc.constantFrom(10, 30),
        (gaps, interval) => {
          let now = 0;
          let last: number | null = null;
          const kept: number[] = [];
          for (const gap of gaps) {
            now += gap;
            if (positionDue(last, now, interval)) {
              kept.push(now);
              last = now;
            }
          }
          for (let index = 1; index < kept.length; index += 1) {
            expect(kept[index]! - kept[index - 1]!).toBeGreaterThanOrEqual(interval * 1_000);
          }
          // And no more than one an interval over the whole time, plus the first.
          expect(kept.length).toBeLessThanOrEqual(Math.floor(now / (interval * 1_000)) + 1);
        },
      ),
    );
  });
});

describe('readings kept until sent', () => {
  const reading = (second: number) => ({ lat: 52.3, lon: 0.3, at: new Date(second * 1_000).toISOString() });

  it('go in batches of at most 60, oldest first, and a batch that failed goes back in front', () => {
    expect(POSITION_BATCH_MAX).toBe(60);
    const buffer = createPositionBuffer();
    for (let second = 0; second < 130; second += 1) buffer.add(reading(second));
    const first = buffer.take();
    expect(first).toHaveLength(60);
    expect(first[0]?.at).toBe(reading(0).at);
    buffer.putBack(first);
    expect(buffer.take()[0]?.at).toBe(reading(0).at);
    expect(buffer.take()).toHaveLength(60);
    expect(buffer.take().map((position) => position.at)).toEqual(
      [
        reading(120),
        reading(121),
        reading(122),
        reading(123),
        reading(124),
        reading(125),
        reading(126),
        reading(127),
        reading(128),
        reading(129),
      ].map((position) => position.at),
    );
    expect(buffer.size()).toBe(0);
  });

  it('are what the position call accepts, whatever the phone reports for speed and heading', () => {
    const coords = {
      latitude: 52.123456789,
      longitude: 0.987654321,
      accuracy: 12,
      speed: Number.NaN,
      heading: 400,
      altitude: null,
      altitudeAccuracy: null,
    } as unknown as GeolocationCoordinates;
    const position = positionOf(coords, '2026-11-27T09:00:00.000Z');
    expect(position).toEqual({
      lat: 52.123457,
      lon: 0.987654,
      accuracyM: 12,
      speedMps: null,
      headingDeg: 360,
      at: '2026-11-27T09:00:00.000Z',
    });
    expect(positionSchema.safeParse(position).success).toBe(true);
  });
});
