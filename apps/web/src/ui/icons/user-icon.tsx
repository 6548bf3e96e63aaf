import { IconFrame } from './icon-frame';

/** A person: account pages. */
export function UserIcon({ size = 18 }: { size?: number }) {
  return (
    <IconFrame size={size}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" strokeLinecap="round" />
    </IconFrame>
  );
}
