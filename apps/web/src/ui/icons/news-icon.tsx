import { IconFrame } from './icon-frame';

/** A folded news sheet: latest updates. */
export function NewsIcon({ size }: { size?: number }) {
  return (
    <IconFrame size={size}>
      <path d="M6 4h13a1 1 0 0 1 1 1v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V9h2" />
      <path d="M6 20a2 2 0 0 0 2-2V4" />
      <path d="M11 8h5M11 12h5M11 16h3" />
    </IconFrame>
  );
}
