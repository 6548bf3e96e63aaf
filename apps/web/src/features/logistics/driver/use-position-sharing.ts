import { messages, POSITION_BATCH_MAX } from '@harvest/domain';
import { onlineManager } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error';
import { serverNow } from '../../../lib/server-clock/server-clock';
import { sendPositions } from './api/driver-writes';
import {
  createPositionBuffer,
  positionDue,
  positionIntervalSeconds,
  positionOf,
  type BatteryState,
} from './position-throttle';

interface BatteryManagerLike extends EventTarget {
  level: number;
  charging: boolean;
}

export type PositionSharing =
  | { state: 'off' }
  | { state: 'on' }
  /** The phone refused the location: the driver is told how to turn it on. */
  | { state: 'denied' }
  /** The browser has no geolocation. */
  | { state: 'unavailable' };

/**
 * The phone's position while a job is being driven (issue 23, §1 live tracking): watched only while `on` (the job
 * started and not finished, as the phone reckons it), kept at most every POSITION_INTERVAL_SECONDS (a third as
 * often on a low battery), and sent in batches; out of signal the readings collect and go to the kept-save queue a
 * batch at a time. The server saying tracking is off (the job ended elsewhere) stops it. `flush` sends what waits
 * now: before an action, so the positions reach the server before the action that ends the job.
 */
export function usePositionSharing(jobId: string | null, on: boolean): { sharing: PositionSharing; flush(): void } {
  const [deniedFor, setDeniedFor] = useState<string | null>(null);
  const [stoppedFor, setStoppedFor] = useState<string | null>(null);
  const buffer = useRef(createPositionBuffer());
  const lastKeptAt = useRef<number | null>(null);
  const battery = useRef<BatteryState | null>(null);

  const send = useCallback(
    (force: boolean) => {
      if (!jobId) return;
      // Out of signal the readings collect until a batch is full: a few kept saves an hour, not hundreds.
      if (!force && !onlineManager.isOnline() && buffer.current.size() < POSITION_BATCH_MAX) return;
      while (buffer.current.size() > 0) {
        const batch = buffer.current.take();
        sendPositions(jobId, { positions: batch }).catch((error: unknown) => {
          if (isApiError(error) && error.message === messages.logistics.trackingOff) setStoppedFor(jobId);
          // No answer while the phone thought it was online: the readings wait for the next send.
          else if (isApiError(error) && error.status === 0) buffer.current.putBack(batch);
        });
      }
    },
    [jobId],
  );

  const available = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const active = jobId !== null && on && stoppedFor !== jobId && available;

  useEffect(() => {
    if (!active || !jobId) return;
    let stopped = false;
    let batteryManager: BatteryManagerLike | null = null;
    const readBattery = () => {
      if (batteryManager) battery.current = { level: batteryManager.level, charging: batteryManager.charging };
    };
    const getBattery = (navigator as Navigator & { getBattery?: () => Promise<BatteryManagerLike> }).getBattery;
    getBattery
      ?.call(navigator)
      .then((manager) => {
        if (stopped) return;
        batteryManager = manager;
        readBattery();
        manager.addEventListener('levelchange', readBattery);
        manager.addEventListener('chargingchange', readBattery);
      })
      .catch(() => undefined);

    const watch = navigator.geolocation.watchPosition(
      (reading) => {
        const now = serverNow();
        if (!positionDue(lastKeptAt.current, now, positionIntervalSeconds(battery.current))) return;
        lastKeptAt.current = now;
        buffer.current.add(positionOf(reading.coords, new Date(now).toISOString()));
        send(false);
      },
      (failure) => {
        if (failure.code === failure.PERMISSION_DENIED) setDeniedFor(jobId);
      },
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 60_000 },
    );
    const sendWhenBack = onlineManager.subscribe((online) => {
      if (online) send(true);
    });
    return () => {
      stopped = true;
      navigator.geolocation.clearWatch(watch);
      sendWhenBack();
      batteryManager?.removeEventListener('levelchange', readBattery);
      batteryManager?.removeEventListener('chargingchange', readBattery);
      send(true);
    };
  }, [active, jobId, send]);

  let sharing: PositionSharing = { state: 'off' };
  if (jobId !== null && on && stoppedFor !== jobId) {
    if (!available) sharing = { state: 'unavailable' };
    else sharing = { state: deniedFor === jobId ? 'denied' : 'on' };
  }
  return { sharing, flush: useCallback(() => send(true), [send]) };
}
