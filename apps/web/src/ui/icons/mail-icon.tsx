import { IconFrame } from './icon-frame';

/** An envelope: mail and messages. Decorative; the label beside it names it. */
export function MailIcon({ size = 18 }: { size?: number }) {
  return (
    <IconFrame size={size}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </IconFrame>
  );
}
