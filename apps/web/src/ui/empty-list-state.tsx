import { EmptyState, Group } from '@mantine/core';
import { createElement, type ComponentType, type ReactNode } from 'react';

export interface EmptyListStateProps {
  /** An icon of what the list holds: drawn at 32 px when given as the icon itself (`MailIcon`). */
  icon: ReactNode | ComponentType<{ size?: number }>;
  title: string;
  /** What would fill the list; none where the title says it all. */
  hint?: string | null;
  /** 2 for a page's own list; 3 (with less room around) for a list in a titled section. */
  order?: 2 | 3;
  /** Where to go to fill it (links to the pages that do). */
  actions?: ReactNode;
}

/** A list with nothing in it: what it would hold, and how to fill it. */
export function EmptyListState({ icon, title, hint, order = 2, actions }: EmptyListStateProps) {
  return (
    <EmptyState
      icon={typeof icon === 'function' ? createElement(icon, { size: 32 }) : icon}
      withIndicatorBackground
      py={order === 2 ? 'xl' : 'lg'}
    >
      <EmptyState.Title order={order}>{title}</EmptyState.Title>
      {hint && <EmptyState.Description>{hint}</EmptyState.Description>}
      {actions && (
        <Group justify="center" gap="sm" mt="md">
          {actions}
        </Group>
      )}
    </EmptyState>
  );
}
