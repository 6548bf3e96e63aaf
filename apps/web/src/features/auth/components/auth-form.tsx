import { Button, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from '../../../ui/form-alert';

interface AuthFormProps {
  /** A react-hook-form `handleSubmit` result, or useApiFormSubmit's (spread its `modalForm`). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  /** Why the last try failed, above the fields; null shows nothing. */
  error: string | null;
  submitLabel: string;
  pending: boolean;
  /** 'lg' between a long form's sections. */
  gap?: 'md' | 'lg';
  children: ReactNode;
}

/** The signed-out screens' form: its failure above the fields, one full-width button below. */
export function AuthForm({ onSubmit, error, submitLabel, pending, gap = 'md', children }: AuthFormProps) {
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap={gap}>
        <FormAlert message={error} />
        {children}
        <Button type="submit" fullWidth loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
