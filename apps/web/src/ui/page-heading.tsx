import { Stack, Text, Title } from '@mantine/core';

/** A page's one h1 and the sentence under it that says what the page is for. */
export function PageHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <Stack gap="xs">
      <Title order={1}>{title}</Title>
      <Text>{intro}</Text>
    </Stack>
  );
}
