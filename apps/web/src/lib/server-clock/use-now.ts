import { useEffect, useState } from 'react';
import { serverNow } from './server-clock';

/** The server's time now (lib/server-clock), ticking every `intervalMs` (a second by default) while the component is on screen. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
