import { bucketForCategory, type OrganisationDetails } from '@harvest/domain';
import { Button, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { deleteFile, storedFileId } from '../../../lib/files/delete-file';
import { log } from '../../../lib/logging/log';
import { FileUpload } from '../../../ui/file-upload/file-upload';
import { StoredImage } from '../../../ui/file-upload/stored-image';
import { notify } from '../../../ui/notifications/notify';
import { useUpdateOrganisation } from '../api/update-organisation';

interface LogoPickerProps {
  organisation: OrganisationDetails;
  canEdit: boolean;
  /** The saved logo's URL ('' once removed), so the branding form sends the same. */
  onSaved: (logoUrl: string) => void;
}

/**
 * The business's logo (branding.logoUrl): shown as it is, and for those who may edit the
 * business, a new one uploaded to the images bucket (the API scales it to 2000 px at most)
 * and saved at once through the organisation PATCH, or removed. The replaced file is
 * deleted; if that fails it is only logged, as the logo itself has changed.
 */
export function LogoPicker({ organisation, canEdit, onSaved }: LogoPickerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const update = useUpdateOrganisation(organisation.id);
  const current = organisation.branding?.logoUrl ?? '';

  async function save(logoUrl: string, done: string) {
    const previous = storedFileId(current);
    try {
      // The whole branding object is replaced: keep its saved colours and favicon.
      await update.mutateAsync({ branding: { ...organisation.branding, logoUrl: logoUrl || undefined } });
    } catch (error) {
      notify({
        type: 'error',
        position: 'floating',
        message: isApiError(error) ? error.message : t('errors.somethingWentWrong'),
      });
      return;
    }
    onSaved(logoUrl);
    notify({ message: done, position: 'floating' });
    if (previous && previous !== storedFileId(logoUrl)) {
      deleteFile(previous).catch((error: unknown) =>
        log.warn('The replaced logo file could not be deleted', { error: String(error) }),
      );
    }
  }

  const preview = current ? (
    <StoredImage
      url={current}
      alt={t('businessSetup.branding.currentLogo')}
      unavailable={t('businessSetup.branding.logoUnavailable')}
      h={80}
      w="auto"
      maw="100%"
      fit="contain"
    />
  ) : (
    <Text size="sm" c="dimmed" ta="center">
      {t('businessSetup.branding.noLogo')}
    </Text>
  );

  if (!canEdit) {
    return (
      <Stack gap="xs" component="section" aria-labelledby={labelId}>
        <Text id={labelId} fw={500} size="sm">
          {t('businessSetup.branding.logo')}
        </Text>
        {preview}
      </Stack>
    );
  }

  return (
    <Stack gap="xs">
      <FileUpload
        label={t('businessSetup.branding.logo')}
        buttonLabel={t('businessSetup.branding.uploadLogo')}
        fields={{ bucket: bucketForCategory('logo'), type: 'logo', organisationId: organisation.id }}
        showUploaded={false}
        disabled={update.isPending}
        onUploaded={([file]) => {
          if (file) void save(file.url, t('businessSetup.branding.logoSaved'));
        }}
      >
        {preview}
      </FileUpload>
      {current && (
        <Button
          type="button"
          variant="subtle"
          color="red"
          size="xs"
          style={{ alignSelf: 'flex-start' }}
          loading={update.isPending}
          onClick={() => void save('', t('businessSetup.branding.logoRemoved'))}
        >
          {t('businessSetup.branding.removeLogo')}
        </Button>
      )}
    </Stack>
  );
}
