import { IconFrame } from './icon-frame';

/** A page of lines: a log. */
export function LogsIcon({ size }: { size?: number }) {
  return (
    <IconFrame size={size}>
      <path d="M6 3h9l4 4v14H6Z" />
      <path d="M15 3v4h4" />
      <path d="M9 11h7M9 15h7M9 19h4" />
    </IconFrame>
  );
}
