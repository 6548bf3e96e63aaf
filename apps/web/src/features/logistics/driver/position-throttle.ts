import {
  LOW_BATTERY_LEVEL,
  POSITION_BATCH_MAX,
  POSITION_INTERVAL_SECONDS,
  POSITION_LOW_BATTERY_INTERVAL_SECONDS,
  type PositionInput,
} from '@harvest/domain';

/** What the Battery Status API says, where the browser has it. */
export interface BatteryState {
  level: number;
  charging: boolean;
}

/** How often a position is taken: a third as often on a low battery that is not charging. */
export function positionIntervalSeconds(battery: BatteryState | null): number {
  const low = battery !== null && !battery.charging && battery.level <= LOW_BATTERY_LEVEL;
  return low ? POSITION_LOW_BATTERY_INTERVAL_SECONDS : POSITION_INTERVAL_SECONDS;
}

/** Whether a reading at `now` (epoch ms) is kept: the first, or one at least the interval after the last kept. */
export function positionDue(lastKeptAt: number | null, now: number, intervalSeconds: number): boolean {
  return lastKeptAt === null || now - lastKeptAt >= intervalSeconds * 1_000;
}

/**
 * The readings taken and not yet sent, oldest first. Sent together (at most POSITION_BATCH_MAX a call), so an hour
 * out of signal is a few calls, not hundreds.
 */
export interface PositionBuffer {
  add(position: PositionInput): void;
  /** Takes the oldest batch out (empty when none wait). */
  take(): PositionInput[];
  /** Puts a batch that could not be sent back in front. */
  putBack(batch: readonly PositionInput[]): void;
  size(): number;
}

export function createPositionBuffer(max: number = POSITION_BATCH_MAX): PositionBuffer {
  let readings: PositionInput[] = [];
  return {
    add: (position) => {
      readings.push(position);
    },
    take: () => readings.splice(0, max),
    putBack: (batch) => {
      readings = [...batch, ...readings];
    },
    size: () => readings.length,
  };
}

/** A reading of the phone as the position call takes it. */
export function positionOf(coords: GeolocationCoordinates, at: string): PositionInput {
  const finite = (value: number | null) => (value === null || !Number.isFinite(value) ? null : value);
  const speed = finite(coords.speed);
  const heading = finite(coords.heading);
  return {
    lat: Number(coords.latitude.toFixed(6)),
    lon: Number(coords.longitude.toFixed(6)),
    accuracyM: finite(coords.accuracy),
    speedMps: speed === null ? null : Math.min(100, Math.max(0, speed)),
    headingDeg: heading === null ? null : Math.min(360, Math.max(0, heading)),
    at,
  };
}
