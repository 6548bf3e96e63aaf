import { IconFrame } from './icon-frame';

/** Two chain links: a web address. */
export function LinkIcon({ size }: { size?: number }) {
  return (
    <IconFrame size={size}>
      <path d="M9.5 14.5 14.5 9.5" />
      <path d="M11 6.5 12.5 5a4 4 0 0 1 5.66 5.66L16.5 12.2" />
      <path d="M13 17.5 11.5 19a4 4 0 0 1-5.66-5.66L7.5 11.8" />
    </IconFrame>
  );
}
