import { IconFrame } from '../../../ui/icons/icon-frame';

/** A bell: account notifications. Decorative; the button it sits in is named. */
export function BellIcon({ size = 20 }: { size?: number }) {
  return (
    <IconFrame size={size}>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </IconFrame>
  );
}
