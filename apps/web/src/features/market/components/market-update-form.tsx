import { marketUpdateInputSchema, type MarketUpdateAdmin, type MarketUpdateInput } from '@harvest/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { serverNow } from '../../../lib/server-clock/server-clock';
import { fieldProps } from '../../../ui/field-props';
import { FormAlert } from '../../../ui/form-alert';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import { MarketUpdateHtml } from './market-update-html';

/** How the editor sends it out: now, at a time, or not yet. */
export const PUBLISH_MODES = ['now', 'schedule', 'draft'] as const;
export type PublishMode = (typeof PUBLISH_MODES)[number];

export interface MarketUpdateFormValues {
  title: string;
  content: string;
  url: string;
  mode: PublishMode;
  /** The schedule's local date and time, as a datetime-local input holds it. */
  publishedAt: string;
}

const API_FIELDS = ['title', 'content', 'url', 'publishedAt'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local value in the reader's zone ('2026-11-23T09:30'). */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO instant; what cannot be read is left for the schema to refuse. */
function fromLocalInput(local: string): string {
  const date = new Date(local);
  return local && !Number.isNaN(date.getTime()) ? date.toISOString() : local;
}

/** The domain's input schema, fed from the form's shape: one rule for the API and the form. */
const formSchema = (scheduleRequired: string, alreadyOutAt: string | null) =>
  z
    .object({
      title: z.string(),
      content: z.string(),
      url: z.string(),
      mode: z.enum(PUBLISH_MODES),
      publishedAt: z.string(),
    })
    .refine((values) => values.mode !== 'schedule' || values.publishedAt !== '', {
      path: ['publishedAt'],
      message: scheduleRequired,
    })
    .transform(({ mode, url, publishedAt, ...rest }): z.input<typeof marketUpdateInputSchema> => ({
      ...rest,
      url: url.trim() || null,
      // "Now" is the server's now (its test clock included), so the update is out at once for everyone; one already
      // out keeps its date.
      publishedAt:
        mode === 'draft'
          ? null
          : mode === 'now'
            ? (alreadyOutAt ?? new Date(serverNow()).toISOString())
            : fromLocalInput(publishedAt),
    }))
    .pipe(marketUpdateInputSchema);

export function formValuesOf(update: MarketUpdateAdmin | null): MarketUpdateFormValues {
  return {
    title: update?.title ?? '',
    content: update?.content ?? '',
    url: update?.url ?? '',
    mode: !update || update.state === 'draft' ? 'draft' : update.state === 'scheduled' ? 'schedule' : 'now',
    publishedAt: update?.publishedAt ? toLocalInput(update.publishedAt) : '',
  };
}

interface MarketUpdateFormProps {
  initial: MarketUpdateAdmin | null;
  onSave: (input: MarketUpdateInput) => Promise<void>;
  onCancel: () => void;
}

/**
 * The market update editor (system administrators): title, HTML content with a live preview of what readers will see
 * (sanitised as the server and their browser will), a link to read more, and when it goes out.
 */
export function MarketUpdateForm({ initial, onSave, onCancel }: MarketUpdateFormProps) {
  const { t } = useTranslation();
  const form = useForm<MarketUpdateFormValues, unknown, MarketUpdateInput>({
    resolver: zodResolver(
      formSchema(
        t('market.updates.editor.form.scheduleRequired'),
        initial?.state === 'published' ? initial.publishedAt : null,
      ),
    ),
    defaultValues: formValuesOf(initial),
  });
  const { formError, onSubmit } = useApiFormSubmit(form, API_FIELDS, onSave);
  const [mode, content] = useWatch({ control: form.control, name: ['mode', 'content'] });
  // An update already out keeps its date when saved again as "published".
  const keepsDate = initial?.state === 'published' && mode === 'now';

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        <TextInput label={t('market.updates.editor.form.title')} required {...fieldProps(form, 'title')} />
        <Textarea
          label={t('market.updates.editor.form.content')}
          description={t('market.updates.editor.form.contentHint')}
          required
          rows={8}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...fieldProps(form, 'content')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="market-update-preview">
            {t('market.updates.editor.form.preview')}
          </Text>
          <Paper withBorder p="sm" radius="sm" role="region" aria-labelledby="market-update-preview">
            {content.trim() ? (
              <MarketUpdateHtml html={content} fz="sm" />
            ) : (
              <Text size="sm" c="dimmed">
                {t('market.updates.editor.form.previewEmpty')}
              </Text>
            )}
          </Paper>
        </Stack>
        <TextInput
          type="url"
          label={t('market.updates.editor.form.url')}
          description={t('market.updates.editor.form.urlHint')}
          autoComplete="off"
          {...fieldProps(form, 'url')}
        />
        <Controller
          control={form.control}
          name="mode"
          render={({ field }) => (
            <Radio.Group
              label={t('market.updates.editor.form.when')}
              value={field.value}
              onChange={(value) => field.onChange(value as PublishMode)}
            >
              <Stack gap="xs" mt={6}>
                {PUBLISH_MODES.map((each) => (
                  <Radio
                    key={each}
                    value={each}
                    label={t(
                      `market.updates.editor.form.modes.${each === 'now' && initial?.state === 'published' ? 'published' : each}`,
                    )}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        {mode === 'schedule' && (
          <TextInput
            type="datetime-local"
            label={t('market.updates.editor.form.publishedAt')}
            description={t('market.updates.editor.form.publishedAtHint')}
            required
            w={{ base: '100%', xs: 260 }}
            {...fieldProps(form, 'publishedAt')}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('market.updates.editor.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t(`market.updates.editor.submit.${keepsDate ? 'save' : mode}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
