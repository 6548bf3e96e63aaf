import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../ui/error-state';

interface PageLoadErrorProps {
  /** The page's name, kept as its heading so the page still says where the person is. */
  heading: string;
  /** What failed: 'The offer could not be loaded'. */
  title: string;
  message: string;
  onRetry: () => void;
  retrying: boolean;
  /** A link back, where the page's layout has no navigation of its own. */
  back?: ReactNode;
}

/** A trading page whose subject could not be loaded: its heading, what failed and why, and a retry. */
export function PageLoadError({ heading, title, message, onRetry, retrying, back }: PageLoadErrorProps) {
  return (
    <Stack gap="lg" maw={760}>
      {back}
      <Title order={1}>{heading}</Title>
      <ErrorState title={title} message={message} onRetry={onRetry} retrying={retrying} />
    </Stack>
  );
}
