import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** A dark amber for states that ask for action: white on Mantine's yellow.9 or orange.9 falls short of 4.5:1. */
export const AMBER = '#8a4b00';

/** A state in words on a filled badge that never shrinks beside a long title; the colour says how urgent it is. */
export function StateBadge({ label, colour }: { label: string; colour: string }) {
  return (
    // Its whole width even in a narrow table column: a state cut to 'OUT F…' says nothing.
    <Badge color={colour} variant="filled" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {label}
    </Badge>
  );
}

/**
 * The badge of one kind of state (an offer's, a listing's, a contract's): each state's colour, filled in the 9th
 * shade or darker so the small white words read at 4.5:1 (axe), and its words from the catalogue.
 */
export function stateBadge<S extends string>(colours: Record<S, string>, label: (t: TFunction, state: S) => string) {
  return function KindStateBadge({ state }: { state: S }) {
    const { t } = useTranslation();
    return <StateBadge colour={colours[state]} label={label(t, state)} />;
  };
}
