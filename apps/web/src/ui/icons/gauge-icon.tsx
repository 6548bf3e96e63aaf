import { IconFrame } from './icon-frame';

/** A dial: an overview of how things stand. */
export function GaugeIcon({ size = 18 }: { size?: number }) {
  return (
    <IconFrame size={size}>
      <path d="M4 17a8 8 0 1 1 16 0" strokeLinecap="round" />
      <path d="M12 17l4-5" strokeLinecap="round" />
      <circle cx="12" cy="17" r="1" fill="currentColor" />
    </IconFrame>
  );
}
