import {
  messages,
  POD_PHOTOS_MAX,
  POD_RECEIVER_MAX,
  podSubmitSchema,
  type DriverJob,
  type DriverLoad,
  type PodSubmit,
} from '@harvest/domain';
import {
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downscaleImage } from '../../../../lib/files/downscale-image';
import { serverNow } from '../../../../lib/server-clock/server-clock';
import { SectionCard } from '../../../../ui/section-card';
import { SignaturePad } from '../../../../ui/signature-pad';
import { useWeighbridgeWeights, WeighbridgeWeightInputs } from '../../../../ui/weighbridge/weighbridge-weights';

type LoadKg = { grossKg: number; tareKg: number; netKg: number };
type Errors = Partial<Record<string, string>>;

const POD_WEIGHTS = ['grossKg', 'tareKg', 'netKg'] as const;

/** One carried load's ticket weights in the person's unit, told upwards in kilograms as they change. */
function LoadWeights({
  load,
  onChange,
  errors,
  index,
}: {
  load: DriverLoad;
  onChange: (loadId: string, kg: LoadKg) => void;
  errors: Errors;
  index: number;
}) {
  const { t } = useTranslation();
  const weights = useWeighbridgeWeights();
  const { grossKg, tareKg, netKg } = weights.kg;
  useEffect(() => {
    onChange(load.loadId, { grossKg, tareKg, netKg });
  }, [load.loadId, grossKg, tareKg, netKg, onChange]);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('driver.pod.loadWeights', { reference: load.reference })}
      </Text>
      <WeighbridgeWeightInputs
        weights={weights}
        fields={POD_WEIGHTS}
        label={(field, unit) => t(`driver.pod.weight.${field}`, { unit })}
        error={(field) => errors[`weighbridge.loads.${index}.${field}`]}
      />
    </Stack>
  );
}

/** A file as a data URL: photos made small first (at most 1600 px, JPEG), a PDF as it is. */
async function prepared(file: File): Promise<string> {
  return downscaleImage(file);
}

/**
 * The proof of delivery at an unload stop (issue 23, §4 POD): the receiver's name and drawn signature, photos, the
 * weighbridge ticket with each carried load's gross, tare and net in the person's unit, and the grain sample's photo
 * when the job requires one. Checked with the domain's `podSubmitSchema` before it is sent (or kept on the phone).
 */
export function PodForm({
  job,
  stopId,
  busy,
  onSubmit,
}: {
  job: DriverJob;
  stopId: string;
  busy: boolean;
  onSubmit: (pod: PodSubmit) => void;
}) {
  const { t } = useTranslation();
  const stop = job.stops.find((candidate) => candidate.id === stopId);
  const [receiverName, setReceiverName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [photos, setPhotos] = useState<string[]>([]);
  const [ticket, setTicket] = useState<{ dataUrl: string; name: string } | null>(null);
  const [sample, setSample] = useState<string | null>(null);
  const [weights, setWeights] = useState<Record<string, LoadKg>>({});
  const [preparing, setPreparing] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const carries = job.loads.length > 0;

  const onWeights = useCallback(
    (loadId: string, kg: LoadKg) => setWeights((before) => ({ ...before, [loadId]: kg })),
    [],
  );

  const readFiles = async (files: File[], apply: (dataUrls: string[], names: string[]) => void, field: string) => {
    if (files.length === 0) return;
    setPreparing(true);
    try {
      apply(
        await Promise.all(files.map(prepared)),
        files.map((file) => file.name),
      );
      setErrors((before) => ({ ...before, [field]: undefined }));
    } catch {
      setErrors((before) => ({ ...before, [field]: t('driver.pod.fileFailed') }));
    } finally {
      setPreparing(false);
    }
  };

  const submit = () => {
    const found: Errors = {};
    if (!signature) found.signature = t('driver.pod.signatureRequired');
    if (carries && !ticket) found['weighbridge.ticket'] = messages.logistics.podWeighbridgeRequired;
    if (job.requireGrainSample && !sample) found.sample = messages.logistics.podSampleRequired;
    const body = {
      receiverName,
      signature: signature ?? '',
      photos,
      weighbridge: carries
        ? {
            ticket: ticket?.dataUrl ?? '',
            loads: job.loads.map((load) => {
              const kg = weights[load.loadId];
              return {
                loadId: load.loadId,
                grossKg: Math.round(kg?.grossKg ?? Number.NaN),
                tareKg: Math.round(kg?.tareKg ?? Number.NaN),
                netKg: Math.round(kg?.netKg ?? Number.NaN),
              };
            }),
          }
        : null,
      sample,
      at: new Date(serverNow()).toISOString(),
    };
    const checked = podSubmitSchema.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const path = issue.path.join('.');
        // The empty data URLs already have their own words above.
        if (!(path in found) && path !== 'signature' && path !== 'weighbridge.ticket') found[path] = issue.message;
      }
    }
    setErrors(found);
    if (Object.values(found).some(Boolean) || !checked.success) return;
    onSubmit(checked.data);
  };

  const anyError = Object.values(errors).some(Boolean);
  return (
    <SectionCard title={t('driver.pod.title', { stop: stop?.name ?? '' })} intro={t('driver.pod.intro')}>
      <Stack gap="md">
        <TextInput
          label={t('driver.pod.receiver')}
          value={receiverName}
          maxLength={POD_RECEIVER_MAX}
          autoComplete="name"
          size="md"
          required
          error={errors.receiverName}
          onChange={(event) => setReceiverName(event.currentTarget.value)}
        />
        <SignaturePad
          label={t('driver.pod.signature')}
          onChange={(value) => {
            setSignature(value);
            if (value) setErrors((before) => ({ ...before, signature: undefined }));
          }}
          error={errors.signature}
        />

        {carries && (
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('driver.pod.ticket')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('driver.pod.ticketHint')}
            </Text>
            <FileButton
              accept="image/*,application/pdf"
              inputProps={{ name: 'ticket' }}
              onChange={(file) =>
                void readFiles(
                  file ? [file] : [],
                  ([dataUrl], [name]) => {
                    if (dataUrl) setTicket({ dataUrl, name: name ?? '' });
                  },
                  'weighbridge.ticket',
                )
              }
            >
              {(props) => (
                <Button {...props} variant="default" size="md" loading={preparing}>
                  {t('driver.pod.addTicket')}
                </Button>
              )}
            </FileButton>
            {ticket && (
              <Text size="sm" role="status">
                {t('driver.pod.ticketAttached', { name: ticket.name })}
              </Text>
            )}
            {errors['weighbridge.ticket'] && (
              <Text size="sm" c="red.8" role="alert">
                {errors['weighbridge.ticket']}
              </Text>
            )}
            {job.loads.map((load, index) => (
              <LoadWeights key={load.loadId} load={load} index={index} onChange={onWeights} errors={errors} />
            ))}
          </Stack>
        )}

        {job.requireGrainSample && (
          <Stack gap="xs">
            <Title order={3} size="h4">
              {t('driver.pod.sample')}
            </Title>
            <FileButton
              accept="image/*"
              capture="environment"
              inputProps={{ name: 'sample' }}
              onChange={(file) =>
                void readFiles(file ? [file] : [], ([dataUrl]) => setSample(dataUrl ?? null), 'sample')
              }
            >
              {(props) => (
                <Button {...props} variant="default" size="md" loading={preparing}>
                  {t('driver.pod.addSample')}
                </Button>
              )}
            </FileButton>
            {sample && <Image src={sample} alt={t('driver.podSampleAlt')} h={100} w="auto" radius="sm" />}
            {errors.sample && (
              <Text size="sm" c="red.8" role="alert">
                {errors.sample}
              </Text>
            )}
          </Stack>
        )}

        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('driver.pod.photos')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('driver.pod.photosHint', { count: POD_PHOTOS_MAX })}
          </Text>
          <FileButton
            accept="image/*"
            capture="environment"
            multiple
            inputProps={{ name: 'photos' }}
            onChange={(files) =>
              void readFiles(
                files.slice(0, POD_PHOTOS_MAX - photos.length),
                (dataUrls) => setPhotos((before) => [...before, ...dataUrls].slice(0, POD_PHOTOS_MAX)),
                'photos',
              )
            }
            disabled={photos.length >= POD_PHOTOS_MAX}
          >
            {(props) => (
              <Button {...props} variant="default" size="md" loading={preparing}>
                {t('driver.pod.addPhoto')}
              </Button>
            )}
          </FileButton>
          {photos.length > 0 && (
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
              {photos.map((photo, index) => (
                <Group key={photo.slice(-32) + index} gap={4} align="flex-start" wrap="nowrap">
                  <Image
                    src={photo}
                    alt={t('driver.pod.photoAlt', { number: index + 1 })}
                    h={90}
                    w="auto"
                    radius="sm"
                  />
                  <CloseButton
                    aria-label={t('driver.pod.removePhoto', { number: index + 1 })}
                    onClick={() => setPhotos((before) => before.filter((_, other) => other !== index))}
                  />
                </Group>
              ))}
            </SimpleGrid>
          )}
          {errors.photos && (
            <Text size="sm" c="red.8" role="alert">
              {errors.photos}
            </Text>
          )}
        </Stack>

        {anyError && (
          <Alert color="red" variant="light" role="alert">
            {t('driver.pod.fix')}
          </Alert>
        )}
        <Button size="lg" onClick={submit} loading={busy} disabled={preparing}>
          {t('driver.pod.submit')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
