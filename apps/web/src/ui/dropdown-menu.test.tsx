import { MENU_CLOSE_DURATION_MS } from '@harvest/domain';
import { Button } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../app/providers';
import { createTestQueryClient } from '../test/render-route';
import { DropdownMenu } from './dropdown-menu';

function Example({ onChoose, onDisabled }: { onChoose: () => void; onDisabled: () => void }) {
  return (
    <DropdownMenu>
      <DropdownMenu.Target>
        <Button>Actions</Button>
      </DropdownMenu.Target>
      <DropdownMenu.Dropdown>
        <DropdownMenu.Item onClick={onChoose}>Edit</DropdownMenu.Item>
        <DropdownMenu.Item onClick={onDisabled} disabled>
          Delete
        </DropdownMenu.Item>
        <DropdownMenu.Item component="a" href="#archive" onClick={onDisabled} disabled>
          Archive
        </DropdownMenu.Item>
      </DropdownMenu.Dropdown>
    </DropdownMenu>
  );
}

/** With transitions on, as in the app (the test providers turn them off). */
function renderWithTransitions(onChoose = vi.fn(), onDisabled = vi.fn()) {
  render(
    <Providers queryClient={createTestQueryClient()} env="default">
      <Example onChoose={onChoose} onDisabled={onDisabled} />
    </Providers>,
  );
  return { onChoose, onDisabled };
}

/** Two animation frames, which Mantine waits before it starts a transition. */
const TWO_FRAMES_MS = 34;

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('DropdownMenu (spec platform §2: closes after a 200 ms animation; a disabled option cannot be chosen)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('closes after the 200 ms animation once an option is chosen', () => {
    vi.useFakeTimers();
    const { onChoose } = renderWithTransitions();
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    advance(MENU_CLOSE_DURATION_MS);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(onChoose).toHaveBeenCalledTimes(1);

    // The animation starts on the next frames and runs its 200 ms.
    advance(MENU_CLOSE_DURATION_MS);
    expect(screen.getByRole('menu').style.transitionDuration).toBe('200ms');
    expect(screen.getByRole('menu').style.opacity).toBe('0');
    advance(TWO_FRAMES_MS);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes at once for a user who prefers reduced motion', () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('prefers-reduced-motion'),
          media: query,
          onchange: null,
          addListener: vi.fn(),
          removeListener: vi.fn(),
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
          dispatchEvent: vi.fn(() => false),
        }) as MediaQueryList,
    );
    renderWithTransitions();
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    advance(0);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    advance(0);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('does not choose a disabled option, button or link, and stays open', () => {
    vi.useFakeTimers();
    const { onDisabled } = renderWithTransitions();
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    advance(MENU_CLOSE_DURATION_MS);

    // Only options inside the menu (axe: aria-required-children), and focus on the first one.
    expect(screen.getByRole('menu').querySelector('[role="presentation"]')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Edit');

    const remove = screen.getByRole('menuitem', { name: 'Delete' });
    const archive = screen.getByRole('menuitem', { name: 'Archive' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    expect(archive.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(remove);
    const followed = fireEvent.click(archive);

    expect(onDisabled).not.toHaveBeenCalled();
    expect(followed).toBe(false); // the link's navigation was prevented
    advance(MENU_CLOSE_DURATION_MS * 2);
    expect(screen.queryByRole('menu')).not.toBeNull();
  });
});
