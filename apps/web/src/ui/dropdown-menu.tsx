import { MENU_CLOSE_DURATION_MS } from '@harvest/domain';
import { createPolymorphicComponent, Menu, type MenuItemProps, type MenuProps } from '@mantine/core';
import type { ComponentType, ElementType, MouseEvent } from 'react';

/**
 * The app's dropdown menu (spec platform §2): Mantine's Menu closing after a 200 ms animation.
 * The theme's `respectReducedMotion` drops the animation for users who ask for less motion.
 * Mantine's initial-focus placeholder is left out: a `presentation` element is not allowed
 * inside a `menu` (axe: aria-required-children).
 */
function DropdownMenuRoot({ transitionProps, ...props }: MenuProps) {
  return (
    <Menu
      withInitialFocusPlaceholder={false}
      transitionProps={{
        transition: 'pop',
        duration: MENU_CLOSE_DURATION_MS,
        exitDuration: MENU_CLOSE_DURATION_MS,
        ...transitionProps,
      }}
      {...props}
    />
  );
}

interface ItemBaseProps extends MenuItemProps {
  component?: ElementType;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

// Menu.Item is polymorphic; the wrapper hands on whatever element it was given, so it sees the
// item through the props it actually forwards.
const ForwardingMenuItem = Menu.Item as unknown as ComponentType<ItemBaseProps & { 'aria-disabled'?: boolean }>;

/**
 * A menu option. A disabled one cannot be chosen by pointer or keyboard, whatever element it
 * renders: a disabled link neither calls its handler nor navigates, and the menu stays open.
 */
function DropdownMenuItemBase({ disabled, onClick, closeMenuOnClick, ...props }: ItemBaseProps) {
  return (
    <ForwardingMenuItem
      {...props}
      disabled={disabled}
      aria-disabled={disabled || undefined}
      closeMenuOnClick={disabled ? false : closeMenuOnClick}
      onClick={(event: MouseEvent<HTMLElement>) => {
        if (disabled) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    />
  );
}

export const DropdownMenuItem = createPolymorphicComponent<'button', MenuItemProps>(DropdownMenuItemBase);

export const DropdownMenu = Object.assign(DropdownMenuRoot, {
  Target: Menu.Target,
  Dropdown: Menu.Dropdown,
  Item: DropdownMenuItem,
  Label: Menu.Label,
  Divider: Menu.Divider,
});
