import {
  buildPagination,
  messages,
  ROLE_SYS_ADMIN,
  userTypeMatch,
  type LatestUpdate,
  type LatestUpdateContent,
  type LatestUpdateInput,
  type ListQuery,
  type Pagination,
} from '@harvest/domain';
import type { Principal } from '../../platform/auth/principal';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { conflictOn, notFound } from '../../platform/http/errors';
import type { ProfilesService } from '../accounts';
import {
  allLatestUpdatesPage,
  deleteLatestUpdate,
  findLatestUpdateById,
  findPublishedLatestUpdateBySlug,
  insertLatestUpdate,
  newestPublishedLatestUpdate,
  publishedLatestUpdatesPage,
  updateLatestUpdate,
  type LatestUpdateChange,
  type LatestUpdateRow,
  type PublishedFilter,
} from './queries';

function toLatestUpdate(row: LatestUpdateRow): LatestUpdate {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    imageUrl: row.imageUrl,
    imageAlt: row.imageAlt,
    summary: row.summary,
    body: row.body,
    userTypes: row.userTypes,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The what's-new item in the shape trading §3 names ('Latest update content'). */
function toContent(row: LatestUpdateRow & { publishedAt: Date }): LatestUpdateContent {
  return {
    sys: { id: row.id },
    publishedAt: row.publishedAt.toISOString(),
    imageUrl: row.imageUrl,
    imageAlt: row.imageAlt,
    summary: row.summary,
    latestUpdateArticle: { title: row.title, slug: row.slug },
  };
}

/** The unique index on the slug (the table's only one besides the random id) settled a race for it. */
const slugTaken = () => conflictOn('slug', messages.content.slugTaken);

function changeOf(input: LatestUpdateInput, now: Date): LatestUpdateChange {
  return {
    title: input.title,
    slug: input.slug,
    imageUrl: input.imageUrl,
    imageAlt: input.imageAlt,
    summary: input.summary,
    body: input.body,
    userTypes: [...new Set(input.userTypes)],
    publishedAt: input.publishedAt === null ? null : new Date(input.publishedAt),
    updatedAt: now,
  };
}

/** A reader's page of articles. */
export interface LatestUpdatesPage {
  items: LatestUpdate[];
  pagination: Pagination;
}

/**
 * Latest-updates articles (issue 5 'What's new'; trading §3, §7): system administrators write
 * them, and every signed-in user reads those published for their user types. The help centre's
 * other content will live here too.
 */
/** Who reads which updates: the reader's user types (seller, buyer...). */
export type ContentReaders = Pick<ProfilesService, 'userTypesOf'>;

export class ContentService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly accounts: ContentReaders,
  ) {}

  /** What the caller may read now: system administrators every published article, others by user type. */
  private async readerFilter(principal: Principal): Promise<PublishedFilter> {
    const now = this.clock.now();
    if (principal.roles.includes(ROLE_SYS_ADMIN)) return { now, audience: 'everyone' };
    return { now, audience: userTypeMatch(await this.accounts.userTypesOf(principal)) };
  }

  /**
   * The what's-new item: the newest published article for the caller's user types. The spec
   * reads 'ordered oldest-published', but with the last-seen rule that would show the modal
   * at most once ever; the newest is what the seen date is compared with (docs/architecture.md).
   */
  async latestFor(principal: Principal): Promise<LatestUpdateContent | null> {
    const row = await newestPublishedLatestUpdate(this.db, await this.readerFilter(principal));
    return row?.publishedAt ? toContent({ ...row, publishedAt: row.publishedAt }) : null;
  }

  async publishedFor(principal: Principal, query: ListQuery): Promise<LatestUpdatesPage> {
    const { rows, total } = await publishedLatestUpdatesPage(this.db, await this.readerFilter(principal), query);
    return { items: rows.map(toLatestUpdate), pagination: buildPagination(query, total) };
  }

  /** One published article by its slug; a draft, a future one or another audience's is not found. */
  async publishedBySlug(principal: Principal, slug: string): Promise<LatestUpdate> {
    const row = await findPublishedLatestUpdateBySlug(this.db, slug, await this.readerFilter(principal));
    if (!row) throw notFound();
    return toLatestUpdate(row);
  }

  async list(query: ListQuery): Promise<LatestUpdatesPage> {
    const { rows, total } = await allLatestUpdatesPage(this.db, query);
    return { items: rows.map(toLatestUpdate), pagination: buildPagination(query, total) };
  }

  async get(id: string): Promise<LatestUpdate> {
    const row = await findLatestUpdateById(this.db, id);
    if (!row) throw notFound();
    return toLatestUpdate(row);
  }

  async create(principal: Principal, input: LatestUpdateInput, exec: Executor = this.db): Promise<LatestUpdate> {
    const now = this.clock.now();
    try {
      const row = await insertLatestUpdate(exec, {
        ...changeOf(input, now),
        createdBy: principal.userId,
        createdAt: now,
      });
      return toLatestUpdate(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
  }

  async update(id: string, input: LatestUpdateInput): Promise<LatestUpdate> {
    try {
      const row = await updateLatestUpdate(this.db, id, changeOf(input, this.clock.now()));
      if (!row) throw notFound();
      return toLatestUpdate(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
  }

  async remove(id: string): Promise<void> {
    if (!(await deleteLatestUpdate(this.db, id))) throw notFound();
  }

  /**
   * The demo world's articles (seed): one for sellers and buyers, one for buyers, published a
   * few days before now so `npm start` shows the what's-new modal.
   */
  async seedDemoArticles(exec: Executor, createdBy: string | null): Promise<void> {
    const now = this.clock.now();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    for (const article of DEMO_ARTICLES) {
      await insertLatestUpdate(exec, {
        ...article,
        publishedAt: daysAgo(article.daysAgo),
        createdBy,
        createdAt: daysAgo(article.daysAgo),
        updatedAt: daysAgo(article.daysAgo),
      });
    }
  }
}

const DEMO_ARTICLES = [
  {
    title: 'Your grain, your units',
    slug: 'your-grain-your-units',
    imageUrl: null,
    imageAlt: '',
    summary:
      'Choose **tonnes or bushels**, hectares and °C or °F in your account: every weight, yield and price follows your choice.',
    body: [
      '## Units that suit you',
      '',
      'Open **My account** and pick, for each kind of quantity, the units you work in:',
      '',
      '- weights in tonnes or pounds;',
      '- store capacities in tonnes or bushels;',
      '- temperatures in °C or °F.',
      '',
      'Prices are shown in your business’s currency. Read more in the [help centre](/help-centre/latest-updates).',
    ].join('\n'),
    userTypes: ['seller', 'buyer'] as ('seller' | 'buyer')[],
    daysAgo: 5,
  },
  {
    title: 'Offers on listings, one place',
    slug: 'offers-on-listings-one-place',
    imageUrl: null,
    imageAlt: '',
    summary: 'Buyers: every offer you have sent, and its deadline, is now *one click away*.',
    body: [
      '## Offers in one place',
      '',
      'Your offers and their review times now sit together, so you can see at a glance which are still open.',
      '',
      '1. Open the trading area.',
      '2. Choose **My offers**.',
    ].join('\n'),
    userTypes: ['buyer'] as ('seller' | 'buyer')[],
    daysAgo: 2,
  },
];
