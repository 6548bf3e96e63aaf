import type { Movement } from '@harvest/domain';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownMenu } from '../../../ui/dropdown-menu';
import { CompleteMovementModal } from './complete-movement-modal';
import { ReverseMovementModal } from './reverse-movement-modal';

interface MovementRowActionsProps {
  movement: Movement;
  /** Names the movement for the buttons' accessible labels ("…the movement of 29 t on 3 December 2026"). */
  label: string;
  onDuplicate: (movement: Movement) => void;
  onDelete: (movement: Movement) => void;
}

/**
 * What can be done with one movement of the list: a planned one is completed (through a dialog asking what
 * actually moved) or deleted, a complete one reversed (with a confirmation and a reason), any one duplicated.
 */
export function MovementRowActions({ movement, label, onDuplicate, onDelete }: MovementRowActionsProps) {
  const { t } = useTranslation();
  const [completing, setCompleting] = useState<Movement | null>(null);
  const [reversing, setReversing] = useState<Movement | null>(null);
  const open = movement.status === 'planned' || movement.status === 'incomplete';
  return (
    <Group gap={4}>
      {open && (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => setCompleting(movement)}
          aria-label={`${t('inventoryScreens.movements.complete')}: ${label}`}
        >
          {t('inventoryScreens.movements.complete')}
        </Button>
      )}
      <DropdownMenu position="bottom-end" withinPortal>
        <DropdownMenu.Target>
          <Button size="compact-sm" variant="subtle" aria-label={label}>
            {t('inventoryScreens.movements.more')}
          </Button>
        </DropdownMenu.Target>
        <DropdownMenu.Dropdown>
          <DropdownMenu.Item onClick={() => onDuplicate(movement)}>
            {t('inventoryScreens.movements.duplicate')}
          </DropdownMenu.Item>
          {open && (
            <DropdownMenu.Item color="red" onClick={() => onDelete(movement)}>
              {t('inventoryScreens.movements.delete')}
            </DropdownMenu.Item>
          )}
          {movement.status === 'complete' && (
            <DropdownMenu.Item color="red" onClick={() => setReversing(movement)}>
              {t('inventoryScreens.movementActions.reverse')}
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Dropdown>
      </DropdownMenu>
      <CompleteMovementModal movement={completing} onClose={() => setCompleting(null)} />
      <ReverseMovementModal movement={reversing} onClose={() => setReversing(null)} />
    </Group>
  );
}
