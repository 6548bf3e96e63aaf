import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ErrorStateProps {
  title: string;
  message: string;
  /** Offers a retry button when given. */
  onRetry?: () => void;
  retrying?: boolean;
}

/** A failed load inside a page: what failed, why, and a way to try again. */
export function ErrorState({ title, message, onRetry, retrying = false }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button variant="default" size="xs" onClick={onRetry} loading={retrying}>
            {t('common.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
