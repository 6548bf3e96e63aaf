import { Alert } from '@mantine/core';

interface FormAlertProps {
  message: string | null;
  title?: string;
  tone?: 'error' | 'info' | 'success';
}

const colours = { error: 'red', info: 'blue', success: 'green' } as const;

/** What the API said about a form as a whole; announced as it appears. */
export function FormAlert({ message, title, tone = 'error' }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert color={colours[tone]} variant="light" title={title} role={tone === 'error' ? 'alert' : 'status'}>
      {message}
    </Alert>
  );
}
