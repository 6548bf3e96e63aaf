import { carrierTermsWriteSchema, type CarrierTerms } from '@harvest/domain';
import { Alert, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { fieldProps } from '../../../ui/field-props';
import { FormAlert } from '../../../ui/form-alert';
import { notify } from '../../../ui/notifications/notify';
import { PageHeading } from '../../../ui/page-heading';
import { QueryState } from '../../../ui/query-state';
import { SaveRow } from '../../../ui/save-row';
import { SectionCard } from '../../../ui/section-card';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import { useDomainForm } from '../../../ui/use-domain-form';
import { usePageTitle } from '../../../ui/use-page-title';
import { useCarrierTerms, useReplaceCarrierTerms } from '../api/carrier-terms';

/**
 * /logistics/terms: the haulier's terms and conditions (trading-logistics §3: one version per carrier, replaced,
 * never two). Saving writes the next version; the page says which version stands and when it was saved.
 */
export function CarrierTermsPage() {
  const { t } = useTranslation();
  usePageTitle(t('fleet.terms.title'));
  const terms = useCarrierTerms();
  return (
    <Stack gap="lg" maw={800}>
      <PageHeading title={t('fleet.terms.title')} intro={t('fleet.terms.intro')} />
      <QueryState
        query={terms}
        loadingLabel={t('fleet.terms.loading')}
        errorTitle={t('fleet.terms.loadError')}
        isEmpty={() => false}
      >
        {(current) => <TermsForm key={current?.version ?? 0} current={current} />}
      </QueryState>
    </Stack>
  );
}

function TermsForm({ current }: { current: CarrierTerms | null }) {
  const { t } = useTranslation();
  const canWrite = canAccess(useSession(), 'logistics.carrier', 'write');
  const replace = useReplaceCarrierTerms();
  const form = useDomainForm(carrierTermsWriteSchema, (values: { content: string }) => ({ content: values.content }), {
    defaultValues: { content: current?.content ?? '' },
  });
  const { formError, onSubmit, modalForm } = useApiFormSubmit(form, ['content'], async (body) => {
    const saved = await replace.mutateAsync(body);
    notify({ message: t('fleet.terms.saved', { version: saved.version }), position: 'floating' });
  });
  return (
    <SectionCard title={t('fleet.terms.content')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {current ? (
            <Text size="sm" c="dimmed">
              {t('fleet.terms.version', { version: current.version, date: formatDateTime(current.updatedAt) })}
            </Text>
          ) : (
            <Alert color="yellow" variant="light">
              {t('fleet.terms.none')}
            </Alert>
          )}
          <Textarea
            label={t('fleet.terms.content')}
            autosize
            minRows={10}
            maxRows={30}
            readOnly={!canWrite}
            {...fieldProps(form, 'content')}
          />
          <FormAlert message={formError} />
          {canWrite && <SaveRow label={t('fleet.terms.save')} saving={modalForm.pending} />}
        </Stack>
      </form>
    </SectionCard>
  );
}
