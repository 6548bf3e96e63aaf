import { IconFrame } from './icon-frame';

/** A grain store: stores and fields. */
export function BarnIcon({ size = 18 }: { size?: number }) {
  return (
    <IconFrame size={size}>
      <path d="M3 10l9-6 9 6v11H3z" strokeLinejoin="round" />
      <path d="M9 21v-6h6v6M9 15l6 6M15 15l-6 6" strokeLinecap="round" strokeLinejoin="round" />
    </IconFrame>
  );
}
