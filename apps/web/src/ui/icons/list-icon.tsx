import { IconFrame } from './icon-frame';

/** A bulleted list. */
export function ListIcon({ size }: { size?: number }) {
  return (
    <IconFrame size={size}>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4.5" cy="6" r="0.8" fill="currentColor" />
      <circle cx="4.5" cy="12" r="0.8" fill="currentColor" />
      <circle cx="4.5" cy="18" r="0.8" fill="currentColor" />
    </IconFrame>
  );
}
