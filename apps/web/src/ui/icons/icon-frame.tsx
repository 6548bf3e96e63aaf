import type { ReactNode } from 'react';

/** The 24-unit stroked frame every line icon is drawn in. Decorative: the label beside it names it. */
export function IconFrame({ size = 18, children }: { size?: number | undefined; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
