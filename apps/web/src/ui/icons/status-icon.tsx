/** A pulse line: the platform's health. Decorative; the label beside it names it. */
export function StatusIcon({ size = 18 }: { size?: number }) {
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
      <path d="M3 12h4l3 8 4-16 3 8h4" />
    </svg>
  );
}
