import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ErrorPageFrameProps {
  /** The status shown large above the heading: '404', '500'. */
  code?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** The shared look of the error pages: a code, a heading, what happened, what to do. */
export function ErrorPageFrame({ code, title, children, actions }: ErrorPageFrameProps) {
  return (
    <Stack align="flex-start" gap="md" maw={640} py="xl">
      {code && (
        <Text fz={56} fw={800} lh={1} c="green.8">
          {code}
        </Text>
      )}
      <Title order={1}>{title}</Title>
      {children}
      {actions}
    </Stack>
  );
}
