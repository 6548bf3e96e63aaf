import {
  PRICE_IMPORT_FIELDS,
  PRICE_IMPORT_REQUIRED,
  PRICE_KINDS,
  priceRegionName,
  priceSourceSchema,
  readCsv,
  STOCK_IMPORT_BYTES_MAX,
  type PriceImportField,
  type PriceImportResult,
  type PriceKind,
  type PriceSourceSummary,
} from '@harvest/domain';
import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { formatCalendarDate } from '../../../lib/format/format-date-time';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { CSV_IMPORT_LIMITS } from '../../../ui/csv-import/use-csv-import';
import { ColumnHeads } from '../../../ui/column-heads';
import { FormAlert } from '../../../ui/form-alert';
import { ImportIssueTable } from '../../../ui/import-issue-table';
import { ScrollRegion } from '../../../ui/scroll-region';
import { useCheckPriceImport, useImportPrices, type PriceImportTable } from '../api/import-prices';
import { marketPrice } from './market-format';
import { headingsOf, mappingOf, prefillMapping, type MappingChoice } from './price-import-mapping';

type Currency = PriceImportTable['currency'];
const CURRENCY_CHOICES: readonly Currency[] = ['GBP', 'EUR'];

interface ReadFile {
  name: string;
  csv: string;
  headings: string[];
}

/** What the form holds against a choice: a message per field, shown beside it. */
type Problems = Partial<Record<PriceImportField | 'source' | 'kindFixed', string>>;

/**
 * The administrators' import of a published price table (issue 24): the source (one imported before, or a new
 * name), the file read on this device, its headings mapped to the fields (the source's saved mapping first), the
 * kind of every row when the table has no kind column, and the currency. 'Check file' is a dry run listing every
 * bad row and the first rows as read; 'Import prices' is offered once the check is clean and nothing has changed
 * since.
 */
export function PriceImportForm({ sources }: { sources: readonly PriceSourceSummary[] }) {
  const { t } = useTranslation();
  const listId = useId();
  const check = useCheckPriceImport();
  const run = useImportPrices();
  const [source, setSource] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [read, setRead] = useState<ReadFile | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [mapping, setMapping] = useState<MappingChoice>(() => prefillMapping([], null));
  const [kind, setKind] = useState<PriceKind | null>(null);
  const [currency, setCurrency] = useState<Currency>('GBP');
  const [problems, setProblems] = useState<Problems>({});
  const [checked, setChecked] = useState(false);
  /** The source whose saved mapping the columns were last started from, so leaving the field again keeps any change. */
  const [startedFor, setStartedFor] = useState<string | null>(null);

  const saved = (name: string) => sources.find((summary) => summary.source === name.trim()) ?? null;
  const startFrom = (headings: string[], name: string) => {
    const summary = saved(name);
    setStartedFor(summary?.source ?? null);
    setMapping(prefillMapping(headings, summary?.mapping ?? null));
    const savedKind = PRICE_KINDS.find((value) => value === summary?.kind);
    if (savedKind) setKind(savedKind);
  };
  const changed = () => {
    check.reset();
    run.reset();
    setChecked(false);
  };

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setRead(null);
    setFileProblem(null);
    changed();
    if (!chosen) return;
    if (chosen.size > STOCK_IMPORT_BYTES_MAX) {
      setFileProblem(t('inventory.importTooLarge', CSV_IMPORT_LIMITS));
      return;
    }
    let csv: string;
    try {
      csv = await chosen.text();
    } catch {
      setFileProblem(t('csvImport.unreadable'));
      return;
    }
    const rows = readCsv(csv);
    const headings = rows.ok ? headingsOf(rows.rows[0]) : [];
    if (!rows.ok || headings.length === 0) {
      setFileProblem(t('market.import.form.noHeadings'));
      return;
    }
    setRead({ name: chosen.name, csv, headings });
    startFrom(headings, source);
  };

  /** The table as it would be sent now; null until the file is read and the source named. */
  const tableNow = (): PriceImportTable | null => {
    const name = priceSourceSchema.safeParse(source);
    if (!read || !name.success) return null;
    return {
      source: name.data,
      fileName: read.name,
      csv: read.csv,
      mapping: mappingOf(mapping),
      kind: mapping.kind ? null : kind,
      currency,
    };
  };
  /** Says beside each field what the table still lacks; true when nothing. */
  const complete = (): boolean => {
    const found: Problems = {};
    const name = priceSourceSchema.safeParse(source);
    if (!name.success) found.source = name.error.issues[0]?.message ?? t('market.import.form.sourceHint');
    for (const field of PRICE_IMPORT_REQUIRED) {
      if (!mapping[field]) {
        // The importer's own words (the domain's), as the API would answer.
        found[field] = t('market.import.headingMissing', {
          field: t(`market.import.form.fields.${field}`).toLowerCase(),
        });
      }
    }
    if (!mapping.kind && !kind) found.kindFixed = t('market.import.kindMissing');
    setProblems(found);
    return Object.keys(found).length === 0;
  };

  const sendCheck = () => {
    const body = complete() ? tableNow() : null;
    if (!body) return;
    run.reset();
    check.mutate(body, { onSuccess: () => setChecked(true) });
  };
  const result = check.data;
  // Every change resets the check, so a clean check is always of the table as it stands.
  const ready = Boolean(checked && result && result.issues.length === 0 && result.valid > 0);
  const sendImport = () => {
    const body = tableNow();
    if (ready && body) run.mutate(body);
  };
  const again = () => {
    setFile(null);
    setRead(null);
    changed();
  };

  const columnChoices = [
    { value: '', label: t('market.import.form.notInFile') },
    ...(read?.headings ?? []).map((heading) => ({ value: heading, label: heading })),
  ];

  if (run.isSuccess) {
    const done = run.data;
    return (
      <Stack gap="sm" align="flex-start">
        <FormAlert
          tone="success"
          message={t('market.import.form.imported', {
            count: done.imported,
            from: done.firstDay ? formatCalendarDate(done.firstDay) : '—',
            to: done.lastDay ? formatCalendarDate(done.lastDay) : '—',
            replaced: done.replaced,
          })}
        />
        <Button variant="default" onClick={again}>
          {t('market.import.form.importAnother')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('market.import.form.source')}
          description={t('market.import.form.sourceHint')}
          value={source}
          list={listId}
          autoComplete="off"
          required
          error={problems.source}
          onChange={(event) => {
            setSource(event.currentTarget.value);
            changed();
          }}
          // A source imported before brings its mapping with it once its name is complete.
          onBlur={() => read && saved(source) && startedFor !== source.trim() && startFrom(read.headings, source)}
        />
        <datalist id={listId}>
          {sources.map((summary) => (
            <option key={summary.source} value={summary.source} />
          ))}
        </datalist>
        <FileInput
          label={t('market.import.form.file')}
          description={`${t('market.import.form.fileHint')} ${t('csvImport.limits', CSV_IMPORT_LIMITS)}`}
          accept=".csv,text/csv"
          value={file}
          onChange={(chosen) => void choose(chosen)}
          clearable
          clearButtonProps={{ 'aria-label': t('csvImport.clear') }}
          required
          error={fileProblem}
          disabled={run.isPending}
        />
      </SimpleGrid>

      {read && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('market.import.form.mapping')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('market.import.form.mappingHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {PRICE_IMPORT_FIELDS.map((field) => (
              <Select
                key={field}
                label={t(`market.import.form.fields.${field}`)}
                data={columnChoices}
                value={mapping[field]}
                onChange={(value) => {
                  setMapping((before) => ({ ...before, [field]: value ?? '' }));
                  changed();
                }}
                allowDeselect={false}
                withAsterisk={PRICE_IMPORT_REQUIRED.includes(field)}
                error={problems[field]}
              />
            ))}
            {!mapping.kind && (
              <Select
                label={t('market.import.form.kind')}
                description={t('market.import.form.kindHint')}
                data={PRICE_KINDS.map((value) => ({ value, label: t(`market.insights.kinds.${value}`) }))}
                value={kind}
                onChange={(value) => {
                  setKind(value as PriceKind | null);
                  changed();
                }}
                withAsterisk
                error={problems.kindFixed}
              />
            )}
            <Select
              label={t('market.import.form.currency')}
              data={CURRENCY_CHOICES.map((value) => ({ value, label: t(`market.import.form.currencies.${value}`) }))}
              value={currency}
              onChange={(value) => {
                if (value === 'GBP' || value === 'EUR') setCurrency(value);
                changed();
              }}
              allowDeselect={false}
            />
          </SimpleGrid>
        </Stack>
      )}

      <Group gap="sm">
        <Button variant="default" onClick={sendCheck} disabled={!read} loading={check.isPending}>
          {t('market.import.form.check')}
        </Button>
        <Button onClick={sendImport} disabled={!ready} loading={run.isPending}>
          {t('market.import.form.import')}
        </Button>
      </Group>

      {check.isPending && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('market.import.form.checking')}</Text>
        </Group>
      )}
      <Refusal error={check.error} />
      <Refusal error={run.error} />
      {result && <CheckResult result={result} />}
    </Stack>
  );
}

/** The API's refusal of the whole table, with every field it names. */
function Refusal({ error }: { error: Error | null }) {
  if (!error) return null;
  // The field's words, where they add to the title (a refusal of the whole file says the same once).
  const issues = (isApiError(error) ? error.validation : []).filter((issue) => issue.message !== error.message);
  return (
    <Alert color="red" variant="light" role="alert" title={error.message}>
      {issues.length > 0 && (
        <List size="sm">
          {issues.map((issue, index) => (
            <List.Item key={index}>{issue.message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

/** The dry run: how many rows can go, every row to correct, and the first rows as the importer read them. */
function CheckResult({ result }: { result: PriceImportResult }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600} role="status">
        {t('market.import.form.checked', { count: result.rows, valid: result.valid })}
      </Text>
      {result.issues.length === 0 ? (
        <FormAlert tone="success" message={t('market.import.form.clean')} />
      ) : (
        <>
          <Alert color="red" variant="light" role="alert">
            {t('market.import.form.toCorrect')}
          </Alert>
          <ImportIssueTable
            issues={result.issues}
            label={t('market.import.form.issues')}
            columns={[
              t('market.import.form.issueColumns.row'),
              t('market.import.form.issueColumns.field'),
              t('market.import.form.issueColumns.message'),
            ]}
            wholeRow={t('market.import.form.wholeRow')}
          />
        </>
      )}
      {result.preview.length > 0 && <Preview result={result} />}
    </Stack>
  );
}

function Preview({ result }: { result: PriceImportResult }) {
  const { t } = useTranslation();
  const { commodity } = useCropNames();
  const label = t('market.import.form.preview');
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {label}
      </Title>
      <ScrollRegion label={label}>
        <Table striped fz="sm" miw={560} aria-label={label}>
          <ColumnHeads
            columns={[
              t('market.import.form.previewColumns.date'),
              t('market.import.form.previewColumns.commodity'),
              t('market.import.form.previewColumns.region'),
              t('market.import.form.previewColumns.kind'),
              t('market.import.form.previewColumns.contractMonth'),
              t('market.import.form.previewColumns.price'),
            ]}
          />
          <Table.Tbody>
            {result.preview.map((price, index) => (
              <Table.Tr key={index}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(price.pricedOn)}</Table.Td>
                <Table.Td>{commodity(price.commodityId)}</Table.Td>
                <Table.Td>{price.region ? priceRegionName(price.region) : '—'}</Table.Td>
                <Table.Td>{t(`market.insights.kinds.${price.kind}`)}</Table.Td>
                <Table.Td>{price.contractMonth ?? '—'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{marketPrice(price.priceMinor, price.currency)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Stack>
  );
}
