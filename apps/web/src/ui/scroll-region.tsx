import type { ReactNode } from 'react';

/** A wide table that scrolls sideways on a phone; focusable and named, so a keyboard can scroll it too (axe). */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}
