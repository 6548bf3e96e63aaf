import { Fragment, type ReactElement } from 'react';
import { IconFrame } from './icon-frame';

/**
 * A line icon from its drawing: each string is a path's data, anything else (a circle, a rectangle) is drawn as it
 * is, all in the 24-unit stroked frame.
 */
export function lineIcon(shapes: readonly (string | ReactElement)[], defaultSize = 18) {
  return function LineIcon({ size = defaultSize }: { size?: number }) {
    return (
      <IconFrame size={size}>
        {shapes.map((shape, index) => (
          <Fragment key={index}>{typeof shape === 'string' ? <path d={shape} /> : shape}</Fragment>
        ))}
      </IconFrame>
    );
  };
}
