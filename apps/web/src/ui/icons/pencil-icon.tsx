import { IconFrame } from './icon-frame';

/** A pencil: writing and editing. */
export function PencilIcon({ size }: { size?: number }) {
  return (
    <IconFrame size={size}>
      <path d="M15.5 4.5a2.1 2.1 0 0 1 3 3L8 18l-4 1 1-4Z" />
      <path d="m13.5 6.5 3 3" />
    </IconFrame>
  );
}
