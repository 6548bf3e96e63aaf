import {
  CONTENT_USER_TYPES,
  latestUpdateInputSchema,
  slugify,
  type ContentUserType,
  type LatestUpdate,
  type LatestUpdateInput,
} from '@harvest/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Stack, Switch, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '../../../ui/form-alert';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import { FormMarkdownEditor } from './form-markdown-editor';
import { textFields } from '../../../lib/forms/text-fields';
import { fieldProps } from '../../../ui/field-props';

/** What the form holds: the publish time as the browser's local date-time input gives it. */
export interface LatestUpdateFormValues {
  title: string;
  slug: string;
  imageUrl: string;
  imageAlt: string;
  summary: string;
  body: string;
  userTypes: ContentUserType[];
  draft: boolean;
  publishedAt: string;
}

const API_FIELDS = ['title', 'slug', 'imageUrl', 'imageAlt', 'summary', 'body', 'userTypes', 'publishedAt'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local value in the reader's zone ('2026-11-23T09:30'). */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (local time) as an ISO instant; what cannot be read is left for the schema to refuse. */
function fromLocalInput(local: string): string {
  const date = new Date(local);
  return local && !Number.isNaN(date.getTime()) ? date.toISOString() : local;
}

/** The domain's input schema, fed from the form's shape: one rule for the API and the form. */
const formSchema = (publishedAtRequired: string) =>
  z
    .object({
      title: z.string(),
      slug: z.string(),
      imageUrl: z.string(),
      imageAlt: z.string(),
      summary: z.string(),
      body: z.string(),
      userTypes: z.array(z.enum(CONTENT_USER_TYPES)),
      draft: z.boolean(),
      publishedAt: z.string(),
    })
    .refine((values) => values.draft || values.publishedAt !== '', {
      path: ['publishedAt'],
      message: publishedAtRequired,
    })
    .transform(({ draft, imageUrl, publishedAt, ...rest }): z.input<typeof latestUpdateInputSchema> => ({
      ...rest,
      imageUrl: imageUrl.trim() || null,
      publishedAt: draft ? null : fromLocalInput(publishedAt),
    }))
    .pipe(latestUpdateInputSchema);

export function formValuesOf(update: LatestUpdate | null): LatestUpdateFormValues {
  return {
    ...textFields(update, ['title', 'slug', 'imageUrl', 'imageAlt', 'summary', 'body']),
    userTypes: update?.userTypes ?? ['seller', 'buyer'],
    draft: update ? update.publishedAt === null : true,
    publishedAt: update?.publishedAt ? toLocalInput(update.publishedAt) : '',
  };
}

interface LatestUpdateFormProps {
  initial: LatestUpdate | null;
  onSave: (input: LatestUpdateInput) => Promise<void>;
  onCancel: () => void;
}

/** The editor's form (system administrators): new or existing update. */
export function LatestUpdateForm({ initial, onSave, onCancel }: LatestUpdateFormProps) {
  const { t } = useTranslation();
  const form = useForm<LatestUpdateFormValues, unknown, LatestUpdateInput>({
    resolver: zodResolver(formSchema(t('content.editor.form.publishedAtRequired'))),
    defaultValues: formValuesOf(initial),
  });
  const { errors } = form.formState;
  const { formError, onSubmit } = useApiFormSubmit(form, API_FIELDS, onSave);
  const [draft, slug] = useWatch({ control: form.control, name: ['draft', 'slug'] });

  const titleField = form.register('title', {
    // The slug follows the title until someone writes one of their own.
    onChange: (event: { target: { value: string } }) => {
      const { slug: current } = form.getValues();
      if (!form.getFieldState('slug').isDirty || current === '') {
        form.setValue('slug', slugify(event.target.value), { shouldValidate: form.formState.isSubmitted });
      }
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        <TextInput label={t('content.editor.form.title')} error={errors.title?.message} required {...titleField} />
        <TextInput
          label={t('content.editor.form.slug')}
          description={t('content.editor.form.slugHint', { slug: slug || '…' })}
          required
          autoComplete="off"
          {...fieldProps(form, 'slug')}
        />
        <Controller
          control={form.control}
          name="userTypes"
          render={({ field }) => (
            <Checkbox.Group
              label={t('content.editor.form.userTypes')}
              value={field.value}
              onChange={(value) =>
                field.onChange(value.filter((type) => (CONTENT_USER_TYPES as readonly string[]).includes(type)))
              }
              error={errors.userTypes?.message}
              required
            >
              <Group gap="lg" mt={6}>
                {CONTENT_USER_TYPES.map((type) => (
                  <Checkbox key={type} value={type} label={t(`content.editor.userTypes.${type}`)} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <Group align="flex-end" gap="md" wrap="wrap">
          <Controller
            control={form.control}
            name="draft"
            render={({ field }) => (
              <Switch
                label={t('content.editor.form.draft')}
                name={field.name}
                ref={field.ref}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
              />
            )}
          />
          <TextInput
            type="datetime-local"
            label={t('content.editor.form.publishedAt')}
            description={t('content.editor.form.publishedAtHint')}
            disabled={draft}
            w={{ base: '100%', xs: 260 }}
            {...fieldProps(form, 'publishedAt')}
          />
        </Group>
        <TextInput
          type="url"
          label={t('content.editor.form.imageUrl')}
          description={t('content.editor.form.imageUrlHint')}
          autoComplete="off"
          {...fieldProps(form, 'imageUrl')}
        />
        <TextInput
          label={t('content.editor.form.imageAlt')}
          description={t('content.editor.form.imageAltHint')}
          {...fieldProps(form, 'imageAlt')}
        />
        <FormMarkdownEditor
          control={form.control}
          name="summary"
          label={t('content.editor.form.summary')}
          description={t('content.editor.form.summaryHint')}
          minRows={3}
        />
        <FormMarkdownEditor control={form.control} name="body" label={t('content.editor.form.body')} minRows={10} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('content.editor.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('content.editor.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
