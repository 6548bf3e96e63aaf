import { TextInput } from '@mantine/core';
import type { ComponentProps } from 'react';

/**
 * A box for an email address: the phone shows its email keyboard and the browser checks the shape. It offers the
 * person's own address ('email') unless told otherwise: 'username' where they sign in, 'off' for someone else's.
 */
export function EmailField(props: ComponentProps<typeof TextInput>) {
  return <TextInput type="email" inputMode="email" autoComplete="email" {...props} />;
}
