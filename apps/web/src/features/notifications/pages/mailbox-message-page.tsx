import { messages, type MailboxMessage } from '@harvest/domain';
import { Anchor, Card, Code, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError, isApiError } from '../../../lib/api/api-error';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { paths } from '../../../lib/paths';
import { ErrorState } from '../../../ui/error-state';
import { LoadingState } from '../../../ui/loading-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { useMailboxMessage } from '../api/get-mailbox-message';
import { MailboxStatusBadge } from '../components/mailbox-status-badge';
import { DetailList } from '../../../ui/detail-list';

export function MailboxMessagePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const message = useMailboxMessage(id);
  usePageTitle(message.data?.subject ?? t('mailbox.title'));

  // No such message (or not an id at all): the route's 404 page, as for any unknown address.
  if (isApiError(message.error) && (message.error.status === 404 || message.error.status === 400)) {
    throw new ApiError({ status: 404, message: messages.errors.notFound });
  }

  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to={paths.devMailbox} size="sm">
        <span aria-hidden="true">← </span>
        {t('mailbox.backToList')}
      </Anchor>
      {message.isPending ? (
        <LoadingState />
      ) : message.isError ? (
        <>
          <Title order={1}>{t('mailbox.title')}</Title>
          <ErrorState
            title={t('mailbox.messageError')}
            message={message.error.message}
            onRetry={() => void message.refetch()}
            retrying={message.isFetching}
          />
        </>
      ) : (
        <MessageView message={message.data} />
      )}
    </Stack>
  );
}

function MessageView({ message }: { message: MailboxMessage }) {
  const { t } = useTranslation();
  return (
    <>
      <Title order={1} style={{ wordBreak: 'break-word' }}>
        {message.subject}
      </Title>
      <Card withBorder padding="md">
        <DetailList
          size="md"
          labelWidth="7rem"
          withDivider
          rows={[
            { label: t('mailbox.to'), value: message.to },
            {
              label: t('mailbox.sent'),
              value: message.sentAt ? (
                <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
              ) : (
                t('mailbox.notSent')
              ),
            },
            { label: t('mailbox.status'), value: <MailboxStatusBadge status={message.status} /> },
            { label: t('mailbox.template'), value: <Code>{message.template}</Code> },
            {
              label: t('mailbox.created'),
              value: <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>,
            },
          ]}
        />
      </Card>
      <MessageBody message={message} />
    </>
  );
}

function MessageBody({ message }: { message: MailboxMessage }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('mailbox.body')}>
      <Tabs defaultValue={message.html === null ? 'text' : 'html'} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="html">{t('mailbox.html')}</Tabs.Tab>
          <Tabs.Tab value="text">{t('mailbox.plainText')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="html" pt="md">
          {message.html === null ? (
            <Text>{t('mailbox.noHtml')}</Text>
          ) : (
            // sandbox="" runs no script and gives the email no access to this page: it is untrusted HTML.
            <iframe
              sandbox=""
              srcDoc={message.html}
              title={t('mailbox.htmlFrameTitle', { subject: message.subject })}
              style={{
                display: 'block',
                width: '100%',
                height: '70vh',
                minHeight: 420,
                border: '1px solid var(--mantine-color-gray-3)',
                borderRadius: 'var(--mantine-radius-md)',
                background: '#fff',
              }}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="text" pt="md">
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {message.text}
          </Code>
        </Tabs.Panel>
      </Tabs>
    </section>
  );
}
