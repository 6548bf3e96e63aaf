import { LOADING_BAR_THROTTLE_MS, loadingBarProgress } from '@harvest/domain';
import { Box } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/** How often the estimate moves on; the CSS transition smooths the steps. */
const TICK_MS = 100;
/** How long the full bar stays before it goes, so the user sees the work finish. */
const FINISHED_VISIBLE_MS = 300;

interface TopLoadingBarProps {
  /** Whether work is under way: a navigation or calls to the API. */
  active: boolean;
  /** The bar's accessible name. */
  label: string;
}

type Bar = { phase: 'hidden' } | { phase: 'running'; elapsedMs: number };

/**
 * A thin bar across the top of the page while work is under way (spec platform §9): it
 * appears only when the work lasts longer than the 200 ms throttle, paces its estimate over
 * the 5000 ms duration, and fills and goes when the work ends.
 */
export function TopLoadingBar({ active, label }: TopLoadingBarProps) {
  const [bar, setBar] = useState<Bar>({ phase: 'hidden' });
  const reduceMotion = useReducedMotion();

  // Work starting: show the bar only once it has lasted the throttle (a shown bar carries on).
  useEffect(() => {
    if (!active) return;
    const throttle = setTimeout(
      () => setBar((current) => (current.phase === 'hidden' ? { phase: 'running', elapsedMs: 0 } : current)),
      LOADING_BAR_THROTTLE_MS,
    );
    return () => clearTimeout(throttle);
  }, [active]);

  // Work running with the bar shown: move the estimate on.
  const running = active && bar.phase === 'running';
  useEffect(() => {
    if (!running) return;
    const tick = setInterval(
      () =>
        setBar((current) =>
          current.phase === 'running' ? { ...current, elapsedMs: current.elapsedMs + TICK_MS } : current,
        ),
      TICK_MS,
    );
    return () => clearInterval(tick);
  }, [running]);

  // Work ended with the bar shown: it shows full for a moment, then goes.
  const finished = !active && bar.phase === 'running';
  useEffect(() => {
    if (!finished) return;
    const hide = setTimeout(() => setBar({ phase: 'hidden' }), FINISHED_VISIBLE_MS);
    return () => clearTimeout(hide);
  }, [finished]);

  if (bar.phase === 'hidden') return null;
  const value = finished ? 100 : Math.round(loadingBarProgress(bar.elapsedMs));
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      pos="fixed"
      top={0}
      left={0}
      right={0}
      h={3}
      style={{ zIndex: 1000, pointerEvents: 'none' }}
    >
      <Box
        h="100%"
        bg="green.7"
        style={{ width: `${value}%`, transition: reduceMotion ? 'none' : `width ${TICK_MS}ms linear` }}
      />
    </Box>
  );
}
