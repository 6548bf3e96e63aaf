import { Badge } from '@mantine/core';

/** A state in words on a filled badge that never shrinks beside a long title; the colour says how urgent it is. */
export function StateBadge({ label, colour }: { label: string; colour: string }) {
  return (
    <Badge color={colour} variant="filled" style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}
