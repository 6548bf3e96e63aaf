import type { PodView } from '@harvest/domain';
import { Badge, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useUnits } from '../../../lib/format/use-units';
import { useFileObjectUrl } from '../../../lib/files/use-file-object-url';
import { StoredFileButton } from '../../../ui/stored-file-button';

/** A stored picture (signature, photo), fetched with the session as links cannot be. */
function StoredImage({ url, alt, height }: { url: string; alt: string; height: number }) {
  const { src } = useFileObjectUrl(url);
  return src ? (
    <Image src={src} alt={alt} h={height} w="auto" fit="contain" radius="sm" bg="white" />
  ) : (
    <Card withBorder h={height} aria-label={alt} role="img" />
  );
}

/**
 * A submitted proof of delivery (issue 23, §4 POD) as the driver and the job's parties read it: who received it and
 * their signature, the photos, the weighbridge ticket and each load's weights in the reader's unit, and that it can
 * no longer be changed.
 */
export function PodCard({
  pod,
  stopName,
  loadReference,
}: {
  pod: PodView;
  stopName: string;
  loadReference: (loadId: string) => string;
}) {
  const { t } = useTranslation();
  const units = useUnits();
  return (
    <Card withBorder padding="md" component="article">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4">
            {stopName}
          </Title>
          <Badge color="teal.9" variant="filled">
            {t('driver.pod.submitted')}
          </Badge>
        </Group>
        <Text size="sm">{t('driver.podReceiver', { name: pod.receiverName })}</Text>
        <StoredImage
          url={pod.signature.url}
          alt={t('driver.podSignatureAlt', { name: pod.receiverName })}
          height={90}
        />
        {pod.loads.map((load) => (
          <Text size="sm" key={load.loadId}>
            {t('driver.podWeights', {
              reference: loadReference(load.loadId),
              gross: units.weight(load.grossKg),
              tare: units.weight(load.tareKg),
              net: units.weight(load.netKg),
            })}
          </Text>
        ))}
        {pod.weighbridgeTicket && (
          <Group gap="sm">
            <Text size="sm">{t('driver.podTicket')}</Text>
            <StoredFileButton
              fileId={pod.weighbridgeTicket.id}
              fileName={pod.weighbridgeTicket.name}
              failure={t('driver.podTicketFailed')}
            >
              {t('driver.podTicketDownload')}
            </StoredFileButton>
          </Group>
        )}
        {(pod.photos.length > 0 || pod.sample) && (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            {pod.photos.map((photo, index) => (
              <StoredImage
                key={photo.id}
                url={photo.url}
                alt={t('driver.podPhotoAlt', { number: index + 1 })}
                height={100}
              />
            ))}
            {pod.sample && <StoredImage url={pod.sample.url} alt={t('driver.podSampleAlt')} height={100} />}
          </SimpleGrid>
        )}
        <Text size="sm" c="dimmed">
          {t('driver.podSubmittedBy', { time: formatDateTime(pod.submittedAt), name: pod.submittedByName })}
        </Text>
        <Text size="sm" fw={500}>
          {t('logistics.podSubmitted')}
        </Text>
      </Stack>
    </Card>
  );
}
