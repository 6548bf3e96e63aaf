import { Box, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useId, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './swipe-action.module.css';

/** A gloved thumb needs room: the track is at least this tall (WCAG's 24 px target, well over twice). */
export const SWIPE_TRACK_HEIGHT_PX = 64;
/** How far along the track the thumb must be let go to confirm. */
export const SWIPE_CONFIRM_FRACTION = 0.85;

export interface SwipeActionProps {
  /** What it does, also its accessible name: 'Start job', 'Arrive at Wisbech mill'. */
  label: string;
  onConfirm: () => void;
  /** Sending: the thumb stays at the end and the button is busy. */
  busy?: boolean;
  disabled?: boolean;
  colour?: 'green' | 'blue' | 'red';
}

/**
 * A swipe to confirm (the driver app's start, arrive, depart and finish, issue 23): a thumb dragged along the track to
 * its end, so a pocket or a bump never does it. It is a real button: Enter or Space (and a screen reader's activate,
 * which sends no pointer first) confirms at once; a tap with a finger or a mouse only says to slide.
 */
export function SwipeAction({ label, onConfirm, busy = false, disabled = false, colour = 'green' }: SwipeActionProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const trackRef = useRef<HTMLButtonElement>(null);
  const thumbRef = useRef<HTMLSpanElement>(null);
  const drag = useRef<{ pointerId: number; startX: number; max: number } | null>(null);
  /** A pointer pressed since the last click: that click is the pointer's, not a keyboard's. */
  const pointerPressed = useRef(false);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [tapped, setTapped] = useState(false);
  const inactive = disabled || busy;

  const confirm = () => {
    if (inactive) return;
    onConfirm();
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    pointerPressed.current = true;
    if (inactive || !trackRef.current || !thumbRef.current) return;
    const track = trackRef.current.getBoundingClientRect();
    const thumb = thumbRef.current.getBoundingClientRect();
    drag.current = { pointerId: event.pointerId, startX: event.clientX, max: Math.max(1, track.width - thumb.width) };
    setDragging(true);
    trackRef.current.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    setOffset(Math.min(current.max, Math.max(0, event.clientX - current.startX)));
  };

  const onPointerEnd = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    const moved = Math.min(current.max, Math.max(0, event.clientX - current.startX));
    if (event.type === 'pointerup' && moved >= current.max * SWIPE_CONFIRM_FRACTION) {
      setOffset(current.max);
      setTapped(false);
      confirm();
      // Back to the start once the action has been taken (the next action may reuse this control).
      requestAnimationFrame(() => setOffset(0));
    } else {
      setOffset(0);
      if (moved < 8) setTapped(true);
    }
  };

  return (
    <Box>
      <UnstyledButton
        ref={trackRef}
        type="button"
        className={classes.track}
        data-colour={colour}
        data-busy={busy || undefined}
        style={{ minHeight: SWIPE_TRACK_HEIGHT_PX }}
        aria-describedby={hintId}
        aria-busy={busy || undefined}
        disabled={disabled}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClick={() => {
          // A keyboard's or a screen reader's activation comes with no pointer before it.
          if (pointerPressed.current) {
            pointerPressed.current = false;
            return;
          }
          confirm();
        }}
      >
        <span
          ref={thumbRef}
          className={classes.thumb}
          data-dragging={dragging || undefined}
          style={{ transform: `translateX(${offset}px)` }}
          aria-hidden
        >
          →
        </span>
        <span className={classes.label}>{label}</span>
      </UnstyledButton>
      <VisuallyHidden id={hintId}>{t('swipeAction.hint')}</VisuallyHidden>
      {tapped && (
        <Text size="sm" mt={4} role="status">
          {t('swipeAction.slide')}
        </Text>
      )}
    </Box>
  );
}
