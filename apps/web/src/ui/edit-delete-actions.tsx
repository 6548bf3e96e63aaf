import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

/**
 * A table row's Edit (a link to the editor) and Delete (asks first, by `onDelete`) buttons, each named for the row
 * for a screen reader ('Edit “Harvest report”').
 */
export function EditDeleteActions({
  editTo,
  onDelete,
  labels,
}: {
  editTo: string;
  onDelete: () => void;
  labels: { edit: string; editNamed: string; delete: string; deleteNamed: string };
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button component={Link} to={editTo} variant="default" size="xs" aria-label={labels.editNamed}>
        {labels.edit}
      </Button>
      <Button variant="light" color="red" size="xs" onClick={onDelete} aria-label={labels.deleteNamed}>
        {labels.delete}
      </Button>
    </Group>
  );
}
