import { Button } from '@mantine/core';
import type { ReactNode } from 'react';

interface RowButtonProps {
  /** The accessible name, which says which row it acts on ('Remove Ann Smith'). */
  label: string;
  /** 'subtle' for the quieter actions, 'danger' (subtle, in red) for one that removes or cancels. */
  tone?: 'default' | 'subtle' | 'danger';
  loading?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A small button acting on one row of a list. */
export function RowButton({ label, tone = 'default', loading, onClick, children }: RowButtonProps) {
  return (
    <Button
      variant={tone === 'default' ? 'default' : 'subtle'}
      color={tone === 'danger' ? 'red' : undefined}
      size="xs"
      loading={loading}
      onClick={onClick}
      aria-label={label}
    >
      {children}
    </Button>
  );
}
