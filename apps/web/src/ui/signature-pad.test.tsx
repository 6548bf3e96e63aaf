import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../app/providers';
import { createTestQueryClient } from '../test/render-route';
import { SignaturePad } from './signature-pad';

const PNG = 'data:image/png;base64,c2lnbmVk';

/** jsdom draws nothing: a 2D context that records the lines asked of it. */
function fakeCanvas() {
  const lines: [number, number][] = [];
  const context = {
    scale: vi.fn(),
    beginPath: vi.fn(),
    arc: vi.fn(),
    fill: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn((x: number, y: number) => lines.push([x, y])),
    stroke: vi.fn(),
    save: vi.fn(),
    restore: vi.fn(),
    setTransform: vi.fn(),
    clearRect: vi.fn(),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    left: 10,
    top: 20,
    right: 330,
    bottom: 200,
    width: 320,
    height: 180,
    toJSON: () => ({}),
  });
  return { context, lines };
}

function renderPad() {
  const onChange = vi.fn();
  render(
    <Providers queryClient={createTestQueryClient()} env="test">
      <SignaturePad label="Receiver’s signature" onChange={onChange} />
    </Providers>,
  );
  return { onChange, pad: screen.getByRole('img', { name: /Receiver’s signature/ }) };
}

const stroke = (pad: HTMLElement, pointerType: string, pointerId: number) => {
  fireEvent.pointerDown(pad, { pointerId, pointerType, clientX: 20, clientY: 40 });
  fireEvent.pointerMove(pad, { pointerId, pointerType, clientX: 60, clientY: 80 });
  fireEvent.pointerMove(pad, { pointerId, pointerType, clientX: 110, clientY: 60 });
  fireEvent.pointerUp(pad, { pointerId, pointerType, clientX: 110, clientY: 60 });
};

let canvas: ReturnType<typeof fakeCanvas>;
beforeEach(() => {
  canvas = fakeCanvas();
});
afterEach(() => vi.restoreAllMocks());

describe('the signature pad', () => {
  it('draws a stroke of a finger, a pen or a mouse where it went, and gives the signature as a PNG', () => {
    const { onChange, pad } = renderPad();
    expect(pad.getAttribute('aria-label')).toBe('Receiver’s signature: Not signed yet');
    for (const [index, type] of ['touch', 'pen', 'mouse'].entries()) stroke(pad, type, index + 1);
    // Each point is where the pointer was, inside the box (its left is 10, its top 20).
    expect(canvas.lines.slice(0, 2)).toEqual([
      [50, 60],
      [100, 40],
    ]);
    expect(canvas.lines).toHaveLength(6);
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(onChange).toHaveBeenLastCalledWith(PNG);
    expect(pad.getAttribute('aria-label')).toBe('Receiver’s signature: Signed');
  });

  it('ignores a second finger while one draws', () => {
    const { pad } = renderPad();
    fireEvent.pointerDown(pad, { pointerId: 1, clientX: 20, clientY: 40 });
    fireEvent.pointerMove(pad, { pointerId: 2, clientX: 200, clientY: 100 });
    expect(canvas.lines).toEqual([]);
  });

  it('clears the drawing and the signature with Clear', () => {
    const { onChange, pad } = renderPad();
    const clear = screen.getByRole('button', { name: 'Clear' }) as HTMLButtonElement;
    expect(clear.disabled).toBe(true);
    stroke(pad, 'touch', 1);
    fireEvent.click(clear);
    expect(canvas.context.clearRect).toHaveBeenCalled();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(pad.getAttribute('aria-label')).toBe('Receiver’s signature: Not signed yet');
  });
});
