import { IconFrame } from './icon-frame';

/** Buildings: organisations and business accounts. */
export function BuildingIcon({ size = 18 }: { size?: number }) {
  return (
    <IconFrame size={size}>
      <path d="M3 21h18M5 21V7l7-4 7 4v14" strokeLinejoin="round" />
      <path d="M9 10h1M14 10h1M9 14h1M14 14h1M10 21v-3h4v3" strokeLinecap="round" />
    </IconFrame>
  );
}
