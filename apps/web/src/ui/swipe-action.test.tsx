import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../app/providers';
import { createTestQueryClient } from '../test/render-route';
import { SwipeAction } from './swipe-action';

/** jsdom lays nothing out: the track is 300 px wide and its thumb 52 px, as on a phone. */
function layOut() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const width = this.tagName === 'BUTTON' ? 300 : 52;
    return { x: 0, y: 0, left: 0, top: 0, right: width, bottom: 64, width, height: 64, toJSON: () => ({}) };
  });
}

function renderSwipe(onConfirm = vi.fn(), props: { disabled?: boolean; busy?: boolean } = {}) {
  render(
    <Providers queryClient={createTestQueryClient()} env="test">
      <SwipeAction label="Start job" onConfirm={onConfirm} {...props} />
    </Providers>,
  );
  return { onConfirm, button: screen.getByRole('button', { name: 'Start job' }) };
}

const drag = (button: HTMLElement, to: number, end: 'pointerUp' | 'pointerCancel' = 'pointerUp') => {
  fireEvent.pointerDown(button, { pointerId: 1, clientX: 10 });
  fireEvent.pointerMove(button, { pointerId: 1, clientX: 10 + to / 2 });
  fireEvent.pointerMove(button, { pointerId: 1, clientX: 10 + to });
  fireEvent[end](button, { pointerId: 1, clientX: 10 + to });
  // The browser's click after a pointer's press and release.
  fireEvent.click(button, { detail: 1 });
};

beforeEach(layOut);
afterEach(() => vi.restoreAllMocks());

describe('the swipe action', () => {
  it('is a button named for what it does, telling how to confirm it', () => {
    const { button } = renderSwipe();
    const hint = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Slide the arrow to the end to confirm, or press Enter');
    expect(button.style.minHeight).toBe('64px');
  });

  it('confirms when the thumb is dragged to the end of the track', () => {
    const { onConfirm, button } = renderSwipe();
    drag(button, 248);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('does nothing when let go short of the end, tapped, or the drag is cancelled', async () => {
    const { onConfirm, button } = renderSwipe();
    drag(button, 150);
    drag(button, 248, 'pointerCancel');
    drag(button, 0);
    expect(onConfirm).not.toHaveBeenCalled();
    expect((await screen.findByRole('status')).textContent).toBe('Slide the arrow all the way to the right to confirm');
  });

  it('confirms from the keyboard (Enter or Space activate the button) and a screen reader', () => {
    const { onConfirm, button } = renderSwipe();
    button.focus();
    expect(document.activeElement).toBe(button);
    // A keyboard's or an assistive technology's activation is a click with no pointer pressed before it.
    fireEvent.click(button, { detail: 0 });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled or busy sending', () => {
    const disabled = renderSwipe(vi.fn(), { disabled: true });
    expect((disabled.button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(disabled.button);
    expect(disabled.onConfirm).not.toHaveBeenCalled();
  });

  it('does nothing while the last confirm is still being sent', () => {
    const { onConfirm, button } = renderSwipe(vi.fn(), { busy: true });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    drag(button, 248);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
