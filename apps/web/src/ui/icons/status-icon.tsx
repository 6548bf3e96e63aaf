import { IconFrame } from './icon-frame';

/** A pulse line: the platform's health. Decorative; the label beside it names it. */
export function StatusIcon({ size = 18 }: { size?: number }) {
  return (
    <IconFrame size={size}>
      <path d="M3 12h4l3 8 4-16 3 8h4" />
    </IconFrame>
  );
}
