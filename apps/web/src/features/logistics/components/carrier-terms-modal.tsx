import type { CarrierTermsView } from '@harvest/domain';
import { Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { FormModal } from '../../../ui/form-modal';
import { useFormSend } from '../../../ui/form-dialog';
import { notify } from '../../../ui/notifications/notify';
import { QueryState } from '../../../ui/query-state';
import { useAgreeCarrierTerms } from '../api/agree-carrier-terms';
import { carrierTermsQuery } from '../api/get-carrier-terms';

/** Whose terms the dialog shows: the carrier of a quote, or nobody (closed). */
export interface TermsSubject {
  carrierId: string;
  carrierName: string;
}

/**
 * A carrier's terms and conditions as the organiser reads them before accepting its quote (§5 'Carrier terms must
 * be agreed before a quote is accepted'): the text of the current version, and agreeing that version.
 */
export function CarrierTermsModal({ subject, onClose }: { subject: TermsSubject | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={subject !== null}
      onClose={onClose}
      title={t('quotes.terms.title', { carrier: subject?.carrierName ?? '' })}
    >
      {subject && <CarrierTerms key={subject.carrierId} subject={subject} onClose={onClose} />}
    </FormModal>
  );
}

function CarrierTerms({ subject, onClose }: { subject: TermsSubject; onClose: () => void }) {
  const { t } = useTranslation();
  const terms = carrierTermsQuery.useQuery(subject.carrierId);
  return (
    <QueryState query={terms} loadingLabel={t('quotes.terms.loading')} errorTitle={t('quotes.terms.loadError')}>
      {(data) =>
        data.version === null || data.agreed ? (
          <Stack gap="md">
            {data.version === null ? <Text size="sm">{t('quotes.terms.none')}</Text> : <TermsText terms={data} />}
            <Group justify="flex-end">
              <Button onClick={onClose} data-autofocus>
                {t('quotes.terms.close')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <AgreeForm terms={data} onDone={onClose} />
        )
      }
    </QueryState>
  );
}

function TermsText({ terms }: { terms: CarrierTermsView }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {t('quotes.terms.version', { version: terms.version ?? 0, when: formatDateTime(terms.updatedAt ?? '') })}
      </Text>
      {/* The viewport is what scrolls: it takes the focus, so the keyboard can scroll long terms too. */}
      <ScrollArea.Autosize
        mah={320}
        type="auto"
        viewportProps={{
          tabIndex: 0,
          role: 'region',
          'aria-label': t('quotes.terms.title', { carrier: terms.carrierName }),
        }}
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {terms.content}
        </Text>
      </ScrollArea.Autosize>
      {terms.agreedAt && (
        <Text size="sm" fw={600}>
          {t('quotes.terms.agreedAt', { when: formatDateTime(terms.agreedAt) })}
        </Text>
      )}
    </Stack>
  );
}

function AgreeForm({ terms, onDone }: { terms: CarrierTermsView; onDone: () => void }) {
  const { t } = useTranslation();
  const agree = useAgreeCarrierTerms();
  const sending = useFormSend(async () => {
    await agree.mutateAsync({ carrierId: terms.carrierOrganisationId, version: terms.version ?? 0 });
    notify({ message: t('quotes.terms.agreed', { carrier: terms.carrierName }), position: 'floating' });
    onDone();
  });
  return (
    <FormModal.Form
      {...sending}
      submitLabel={t('quotes.terms.agree')}
      pending={agree.isPending}
      cancel={{ label: t('quotes.terms.close'), onCancel: onDone }}
    >
      <TermsText terms={terms} />
    </FormModal.Form>
  );
}
