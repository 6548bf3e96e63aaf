import { IconFrame } from './icon-frame';

/** A question mark in a circle: help. */
export function HelpIcon({ size }: { size?: number }) {
  return (
    <IconFrame size={size}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14" />
      <path d="M12 17.5h.01" />
    </IconFrame>
  );
}
