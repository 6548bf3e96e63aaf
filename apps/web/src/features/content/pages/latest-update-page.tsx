import type { LatestUpdate } from '@harvest/domain';
import { Image, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { httpsImageUrl } from '../../../lib/rich-text/image-url';
import { RichText } from '../../../lib/rich-text/rich-text';
import { usePageTitle } from '../../../ui/use-page-title';
import { useLatestUpdateArticle } from '../api/get-latest-update-article';
import { PublishedDate } from '../components/published-date';
import { BackLink } from '../../../ui/back-link';
import { QueryState } from '../../../ui/query-state';
import { throwIfNotFound } from '../../../lib/api/api-error';

/** /help-centre/latest-updates/{slug}: one update; a draft, a future one or another audience's is the 404 page. */
export function LatestUpdatePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const article = useLatestUpdateArticle(slug);
  usePageTitle(article.data?.title ?? t('content.latestUpdates.title'));

  throwIfNotFound(article.error);

  return (
    <Stack gap="lg" maw={760}>
      <BackLink to={paths.latestUpdates}>{t('content.latestUpdates.backToList')}</BackLink>
      <QueryState
        query={article}
        errorTitle={t('content.latestUpdates.articleError')}
        page={{ heading: t('content.latestUpdates.title') }}
      >
        {(data) => <Article article={data} />}
      </QueryState>
    </Stack>
  );
}

function Article({ article }: { article: LatestUpdate }) {
  const image = httpsImageUrl(article.imageUrl);
  return (
    <Stack component="article" gap="md" aria-labelledby="latest-update-title">
      <Stack gap={4}>
        <Title order={1} id="latest-update-title" style={{ overflowWrap: 'anywhere' }}>
          {article.title}
        </Title>
        {article.publishedAt && <PublishedDate iso={article.publishedAt} />}
      </Stack>
      {image && <Image src={image} alt={article.imageAlt} radius="sm" mah={360} fit="cover" />}
      <RichText markdown={article.body} />
    </Stack>
  );
}
