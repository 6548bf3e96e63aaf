import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's heading and the sentence under it that says what the page is for; `children` follow below them. */
export function PageHeading({ title, intro, children }: { title: ReactNode; intro: ReactNode; children?: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={1}>{title}</Title>
      <Text>{intro}</Text>
      {children}
    </Stack>
  );
}
