import { messages } from '@harvest/domain';

/**
 * Market updates and the news feed (issue 24, features/market): `market.updates`. Another market lane's catalogue
 * holds `market.insights`; when the two meet, this sub-object joins theirs under one `market` section.
 */
export const marketUpdatesCatalogue = {
  market: {
    ...messages.market,
    updates: {
      ...messages.market.updates,
      floating: {
        label: 'Market updates',
        badge: 'Market update',
        count_one: '{{count}} new market update',
        count_other: '{{count}} new market updates',
        dismissNamed: 'Dismiss “{{title}}”',
        contentOf: 'Market update: {{title}}',
        readMore: 'Read more',
        readMoreOf: ' about “{{title}}” (opens in a new tab)',
        more_one: '+{{count}} more update: dismiss one to see it',
        more_other: '+{{count}} more updates: dismiss one to see the next',
      },
      news: {
        title: 'Market news',
        loading: 'Loading market news',
        loadError: 'Market news could not be loaded',
        empty: 'No market news yet',
        emptyHint: 'News and market updates appear here as they are published. Check back later in the day.',
        platformSource: 'Harvest market update',
        updateBadge: 'Market update',
        sourceAndDate: '{{source}} · {{date}}',
      },
      editor: {
        title: 'Market updates',
        intro:
          'Write the market updates that float in for every trader. Publish one now, schedule it for a time, or keep it as a draft.',
        create: 'New market update',
        newTitle: 'New market update',
        editTitle: 'Edit market update',
        loadError: 'The market updates could not be loaded',
        updateError: 'The market update could not be loaded',
        empty: 'No market updates yet',
        emptyHint: 'Write one with New market update: traders see it float in within two minutes of its publish time.',
        columns: { title: 'Title', state: 'State', publishedAt: 'Published at', actions: 'Actions' },
        states: { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' },
        notPublished: 'Not published',
        edit: 'Edit',
        editNamed: 'Edit “{{title}}”',
        delete: 'Delete',
        deleteNamed: 'Delete “{{title}}”',
        deleted: 'Market update deleted',
        deleteFailed: 'The market update could not be deleted',
        deleteDialog: {
          title: 'Delete this market update?',
          body: '“{{title}}” will be removed for every trader. This cannot be undone.',
          keep: 'Keep it',
          confirm: 'Delete update',
        },
        saved: 'Market update saved',
        cancel: 'Cancel',
        submit: { now: 'Publish now', schedule: 'Schedule', draft: 'Save as draft', save: 'Save changes' },
        form: {
          title: 'Title',
          content: 'Content (HTML)',
          contentHint:
            'Paragraphs, bold, italics, lists, links (http, https or mailto), headings (h3, h4) and quotes. Anything else is removed when it is saved.',
          preview: 'Preview: what traders will see',
          previewEmpty: 'Write some content to see it here.',
          url: 'Read more link',
          urlHint: 'Optional: a page with the full story (http or https).',
          when: 'When it goes out',
          modes: {
            now: 'Publish now',
            published: 'Published (keep its date)',
            schedule: 'Schedule for a time',
            draft: 'Keep as a draft',
          },
          publishedAt: 'Publish at',
          publishedAtHint: 'Your local time. It floats in for traders from then.',
          scheduleRequired: 'Choose when to publish it, or pick another option',
        },
      },
    },
  },
} as const;
