import { Button, Checkbox, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session';
import { FormAlert } from '../../../ui/form-alert';
import { useFormSend } from '../../../ui/form-dialog';
import { notify } from '../../../ui/notifications/notify';
import { QueryState } from '../../../ui/query-state';
import { SearchField } from '../../../ui/search-field';
import { carriersQuery } from '../api/get-carriers';
import { useRequestQuotes } from '../api/request-quotes';

/**
 * The organiser chooses carriers to ask for quotes (§5: at least one), from the carrier list searched by name.
 * Carriers already asked are shown ticked and cannot be asked twice; the organiser's own business is left out.
 */
export function AskCarriersForm({ jobId, asked }: { jobId: string; asked: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const session = useSession();
  const ownId = session.profile?.organisation.id ?? null;
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const carriers = carriersQuery.useQuery(search);
  const request = useRequestQuotes();
  const sending = useFormSend(async () => {
    if (chosen.length === 0) {
      setMissing(true);
      return;
    }
    await request.mutateAsync({ jobId, carrierIds: chosen });
    notify({ message: t('quotes.ask.sent', { count: chosen.length }), position: 'floating' });
    setChosen([]);
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        sending.onSubmit();
      }}
    >
      <Stack gap="sm">
        <FormAlert message={sending.error} />
        <SearchField
          value={search}
          onChange={setSearch}
          label={t('quotes.ask.search')}
          placeholder={t('quotes.ask.searchHint')}
          clearLabel={t('quotes.ask.clearSearch')}
          maw={420}
        />
        <QueryState
          query={carriers}
          loadingLabel={t('quotes.ask.loading')}
          errorTitle={t('quotes.ask.loadError')}
          isEmpty={(list) => list.filter((carrier) => carrier.id !== ownId).length === 0}
          empty={<Text size="sm">{t('quotes.ask.none')}</Text>}
        >
          {(list) => (
            <Checkbox.Group
              label={t('quotes.ask.choose')}
              value={[...chosen, ...list.filter((carrier) => asked.has(carrier.id)).map((carrier) => carrier.id)]}
              onChange={(value) => {
                setChosen(value.filter((id) => !asked.has(id)));
                setMissing(false);
              }}
              error={missing ? t('logistics.carrierRequired') : undefined}
            >
              <Stack gap="xs" mt="xs">
                {list
                  .filter((carrier) => carrier.id !== ownId)
                  .map((carrier) => (
                    <Checkbox
                      key={carrier.id}
                      value={carrier.id}
                      disabled={asked.has(carrier.id)}
                      label={carrier.name}
                      description={asked.has(carrier.id) ? t('quotes.ask.alreadyAsked') : undefined}
                    />
                  ))}
              </Stack>
            </Checkbox.Group>
          )}
        </QueryState>
        <div>
          <Button type="submit" loading={request.isPending}>
            {chosen.length > 0 ? t('quotes.ask.submit', { count: chosen.length }) : t('quotes.ask.submitNone')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
