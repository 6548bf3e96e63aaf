import {
  AUTH_PATHS,
  messages,
  OWNER_GROUP,
  SIGNUP_CONFIRMATION_TTL_MS,
  SIGNUP_MODULES,
  type BusinessConnectionExists,
  type SignupBusinessType,
  type SignupResponse,
  type signupRequestSchema,
  type ValidationIssue,
} from '@harvest/domain';
import type { z } from 'zod';
import type { Clock } from '../../../platform/clock';
import type { Db, Tx } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/errors';
import { appLink, signupConfirmationEmail } from '../../../platform/outbox/email-layout';
import type { Outbox } from '../../../platform/outbox/outbox';
import type { AccountsLinks, AccountsPasswords } from '../ports';
import {
  findLiveProfile,
  findOrganisationById,
  findOrganisationByNameIn,
  findUserByEmail,
  insertOrganisationIfNew,
  insertProfile,
  insertUserIfNew,
  type OrganisationRow,
  type UserRow,
} from '../queries';

type SignupInput = z.infer<typeof signupRequestSchema>;

export interface BusinessConnectionQuery {
  email?: string | undefined;
  name?: string | undefined;
  countryISO?: string | undefined;
}

/** The kind of trader the owner is, as the profile records it (a haulier is neither). */
const USER_TYPES: Record<SignupBusinessType, string[]> = {
  seller: ['seller'],
  buyer: ['buyer'],
  carrier: [],
};

const emailTaken: ValidationIssue = { field: 'email', message: messages.accounts.emailTaken };
const organisationTaken: ValidationIssue = { field: 'organisationName', message: messages.accounts.organisationTaken };

/** 409 naming every field already registered; the message is the first one's. */
function taken(issues: ValidationIssue[]): AppError {
  const [first] = issues;
  return new AppError(409, first?.message ?? messages.errors.conflict, issues);
}

const hours = (ms: number) => Math.round(ms / (60 * 60 * 1000));

/**
 * A new business with its first user, the owner (POST /customers/signup), and what the
 * signup form asks before it is sent. The owner is unactivated until the emailed link
 * (a one-time sign-in token) proves the address; token-login then activates them.
 */
export class SignupService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly passwords: Pick<AccountsPasswords, 'setPassword'>,
    private readonly links: Pick<AccountsLinks, 'issueLoginToken'>,
    private readonly outbox: Outbox,
    private readonly options: { publicUrl: string },
  ) {}

  /** Everything is written in one transaction, or nothing (a taken email or name included). */
  async signup(input: SignupInput): Promise<SignupResponse> {
    const [user, organisation] = await Promise.all([
      findUserByEmail(this.db, input.email),
      findOrganisationByNameIn(this.db, input.organisationName, input.countryISO),
    ]);
    const clashes = [...(user ? [emailTaken] : []), ...(organisation ? [organisationTaken] : [])];
    if (clashes.length > 0) throw taken(clashes);

    return this.db.transaction(async (tx) => {
      const now = this.clock.now();
      // The unique indexes decide between two signups racing for the same email or name.
      const created = await insertOrganisationIfNew(tx, {
        name: input.organisationName,
        countryIso: input.countryISO,
        vetted: false,
        modules: [...SIGNUP_MODULES[input.businessType]],
        createdAt: now,
        updatedAt: now,
      });
      if (!created) throw taken([organisationTaken]);
      const owner = await insertUserIfNew(tx, {
        email: input.email,
        givenName: input.givenName,
        familyName: input.familyName,
        phoneCallingCode: input.phone?.callingCode ?? null,
        phoneNumber: input.phone?.number ?? null,
        status: 'unactivated',
        termsAcceptedAt: now,
        marketingOptIn: input.marketingOptIn,
        createdAt: now,
      });
      if (!owner) throw taken([emailTaken]);
      await insertProfile(tx, {
        userId: owner.id,
        organisationId: created.id,
        groups: [OWNER_GROUP],
        userTypes: USER_TYPES[input.businessType],
        access: {},
        createdAt: now,
      });
      await this.passwords.setPassword(tx, owner.id, input.password);
      await this.sendConfirmation(tx, owner, created);
      return { status: 'pending-confirmation', organisation: { id: created.id, name: created.name } };
    });
  }

  /**
   * Sends the confirmation again when the organisation's owner with that email has still
   * not confirmed it; otherwise does nothing. The caller hears the same either way.
   */
  async resendConfirmation(organisationId: string, email: string): Promise<void> {
    const [user, organisation] = await Promise.all([
      findUserByEmail(this.db, email),
      findOrganisationById(this.db, organisationId),
    ]);
    if (!user || user.status !== 'unactivated' || !organisation) return;
    const profile = await findLiveProfile(this.db, user.id, organisation.id);
    if (!profile || profile.status !== 'active' || !profile.groups.includes(OWNER_GROUP)) return;
    await this.db.transaction((tx) => this.sendConfirmation(tx, user, organisation));
  }

  private async sendConfirmation(tx: Tx, owner: UserRow, organisation: OrganisationRow): Promise<void> {
    const { token } = await this.links.issueLoginToken(owner.id, { ttlMs: SIGNUP_CONFIRMATION_TTL_MS, exec: tx });
    // Confirming lands on the account-creation flow's next screen: what they came to do.
    const query = new URLSearchParams({ token, redirect: AUTH_PATHS.signupPreferences });
    await this.outbox.enqueueEmail(
      tx,
      owner.email,
      'signup-confirmation',
      signupConfirmationEmail({
        givenName: owner.givenName,
        organisationName: organisation.name,
        url: appLink(this.options.publicUrl, `${AUTH_PATHS.login}?${query.toString()}`),
        validHours: hours(SIGNUP_CONFIRMATION_TTL_MS),
      }),
    );
  }

  /** Whether a user has the email, and whether a business has the name (in any case) in the country. */
  async connectionExists(query: BusinessConnectionQuery): Promise<BusinessConnectionExists> {
    const [user, organisation] = await Promise.all([
      query.email ? findUserByEmail(this.db, query.email) : null,
      query.name ? findOrganisationByNameIn(this.db, query.name, query.countryISO?.toUpperCase() ?? null) : null,
    ]);
    return { email: user !== null, organisation: organisation !== null };
  }
}
