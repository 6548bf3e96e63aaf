import { Button, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from '../../../ui/form-alert';

interface AuthFormProps {
  /** A react-hook-form `handleSubmit` result. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Why the last try failed, above the fields; null shows nothing. */
  error: string | null;
  submitLabel: string;
  submitting: boolean;
  /** 'lg' between a long form's sections. */
  gap?: 'md' | 'lg';
  children: ReactNode;
}

/** The signed-out screens' form: its failure above the fields, one full-width button below. */
export function AuthForm({ onSubmit, error, submitLabel, submitting, gap = 'md', children }: AuthFormProps) {
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap={gap}>
        <FormAlert message={error} />
        {children}
        <Button type="submit" fullWidth loading={submitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
