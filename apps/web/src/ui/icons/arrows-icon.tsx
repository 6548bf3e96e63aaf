import { IconFrame } from './icon-frame';

/** Two arrows passing: movements of stock. */
export function ArrowsIcon({ size = 18 }: { size?: number }) {
  return (
    <IconFrame size={size}>
      <path d="M4 8h14M14 4l4 4-4 4M20 16H6M10 12l-4 4 4 4" strokeLinecap="round" strokeLinejoin="round" />
    </IconFrame>
  );
}
