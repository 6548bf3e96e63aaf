import { Stack, Text, Title } from '@mantine/core';

interface AuthHeadingProps {
  title: string;
  intro?: string;
}

/** The heading of a sign-in card: one h1 and what the page is for. */
export function AuthHeading({ title, intro }: AuthHeadingProps) {
  return (
    <Stack gap={6}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {intro && <Text c="dimmed">{intro}</Text>}
    </Stack>
  );
}
