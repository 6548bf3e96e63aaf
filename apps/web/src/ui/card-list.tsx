import { Card, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface CardListProps<T> {
  items: readonly T[];
  /** Each item's key (its id). */
  keyOf: (item: T) => string;
  /** Closer cards with less room inside, for a list within a card. */
  dense?: boolean;
  /** Names the list for assistive technology (as a table's label names the table it stands in for). */
  label?: string;
  /** One card's content. */
  children: (item: T) => ReactNode;
}

/** A list of one card per item: it reads the same at 375 px as on a desktop, with nothing to scroll sideways. */
export function CardList<T>({ items, keyOf, dense = false, label, children }: CardListProps<T>) {
  return (
    <Stack component="ul" gap={dense ? 'xs' : 'sm'} p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {items.map((item) => (
        <Card component="li" key={keyOf(item)} withBorder padding={dense ? 'sm' : 'md'}>
          {children(item)}
        </Card>
      ))}
    </Stack>
  );
}
