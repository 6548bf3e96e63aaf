import { messages } from '@harvest/domain';
import { Anchor, Image, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError, isApiError } from '../../../lib/api/api-error';
import { paths } from '../../../lib/paths';
import { httpsImageUrl } from '../../../lib/rich-text/image-url';
import { RichText } from '../../../lib/rich-text/rich-text';
import { ErrorState } from '../../../ui/error-state';
import { LoadingState } from '../../../ui/loading-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { useLatestUpdateArticle } from '../api/get-latest-update-article';
import { PublishedDate } from '../components/published-date';

/** /help-centre/latest-updates/{slug}: one update; a draft, a future one or another audience's is the 404 page. */
export function LatestUpdatePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const article = useLatestUpdateArticle(slug);
  usePageTitle(article.data?.title ?? t('content.latestUpdates.title'));

  if (isApiError(article.error) && (article.error.status === 404 || article.error.status === 400)) {
    throw new ApiError({ status: 404, message: messages.errors.notFound });
  }

  const image = httpsImageUrl(article.data?.imageUrl);
  return (
    <Stack gap="lg" maw={760}>
      <Anchor component={Link} to={paths.latestUpdates} size="sm">
        <span aria-hidden="true">← </span>
        {t('content.latestUpdates.backToList')}
      </Anchor>
      {article.isPending ? (
        <LoadingState />
      ) : article.isError ? (
        <>
          <Title order={1}>{t('content.latestUpdates.title')}</Title>
          <ErrorState
            title={t('content.latestUpdates.articleError')}
            message={article.error.message}
            onRetry={() => void article.refetch()}
            retrying={article.isFetching}
          />
        </>
      ) : (
        <Stack component="article" gap="md" aria-labelledby="latest-update-title">
          <Stack gap={4}>
            <Title order={1} id="latest-update-title" style={{ overflowWrap: 'anywhere' }}>
              {article.data.title}
            </Title>
            {article.data.publishedAt && <PublishedDate iso={article.data.publishedAt} />}
          </Stack>
          {image && <Image src={image} alt={article.data.imageAlt} radius="sm" mah={360} fit="cover" />}
          <RichText markdown={article.data.body} />
        </Stack>
      )}
    </Stack>
  );
}
