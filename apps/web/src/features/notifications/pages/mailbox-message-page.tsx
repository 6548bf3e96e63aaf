import { type MailboxMessage } from '@harvest/domain';
import { Card, Code, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../ui/use-page-title';
import { useMailboxMessage } from '../api/get-mailbox-message';
import { MailboxStatusBadge } from '../components/mailbox-status-badge';
import { DetailList } from '../../../ui/detail-list';
import { BackLink } from '../../../ui/back-link';
import { QueryState } from '../../../ui/query-state';
import { throwIfNotFound } from '../../../lib/api/api-error';

export function MailboxMessagePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const message = useMailboxMessage(id);
  usePageTitle(message.data?.subject ?? t('mailbox.title'));

  throwIfNotFound(message.error);

  return (
    <Stack gap="lg" maw={960}>
      <BackLink to={paths.devMailbox}>{t('mailbox.backToList')}</BackLink>
      <QueryState query={message} errorTitle={t('mailbox.messageError')} page={{ heading: t('mailbox.title') }}>
        {(data) => <MessageView message={data} />}
      </QueryState>
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
