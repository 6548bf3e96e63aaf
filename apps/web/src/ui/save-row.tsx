import { Button, Group } from '@mantine/core';

interface SaveRowProps {
  label: string;
  /** While the change is on its way: the button spins and cannot be pressed again. */
  saving: boolean;
  /** For settings saved without a form; otherwise the button submits its form. */
  onClick?: () => void;
}

/** A form's one action, at its foot on the right. */
export function SaveRow({ label, saving, onClick }: SaveRowProps) {
  return (
    <Group justify="flex-end">
      <Button type={onClick ? 'button' : 'submit'} onClick={onClick} loading={saving}>
        {label}
      </Button>
    </Group>
  );
}
