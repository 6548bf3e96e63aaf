import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_ENVIRONMENTS,
  ANALYTICS_RETENTION_DAYS_DEFAULT,
  ANALYTICS_SUMMARY_DAYS,
  analyticsBatchSchema,
  analyticsEnabledIn,
  analyticsEventSchema,
  APP_ENVIRONMENTS,
} from './analytics';

const event = { name: 'page_view', occurredAt: '2026-11-23T10:00:00.000Z' };

describe('analytics (platform §9)', () => {
  it('is configured per environment: dev, uat, sandbox and prod', () => {
    expect(APP_ENVIRONMENTS).toEqual(['dev', 'uat', 'sandbox', 'prod']);
  });

  it('is on for uat and prod only', () => {
    expect(ANALYTICS_ENVIRONMENTS).toEqual(['uat', 'prod']);
    expect(APP_ENVIRONMENTS.filter(analyticsEnabledIn)).toEqual(['uat', 'prod']);
    expect(analyticsEnabledIn('dev')).toBe(false);
    expect(analyticsEnabledIn('sandbox')).toBe(false);
  });

  it('takes at most 50 events in a batch, and at least one', () => {
    expect(ANALYTICS_BATCH_MAX).toBe(50);
    expect(analyticsBatchSchema.safeParse([]).success).toBe(false);
    expect(analyticsBatchSchema.safeParse(Array(50).fill(event)).success).toBe(true);
    expect(analyticsBatchSchema.safeParse(Array(51).fill(event)).success).toBe(false);
  });

  it('names events in lower case, starting with a letter, at most 64 characters', () => {
    expect(analyticsEventSchema.safeParse({ ...event, name: 'listing.created:ok' }).success).toBe(true);
    expect(analyticsEventSchema.safeParse({ ...event, name: 'Page' }).success).toBe(false);
    expect(analyticsEventSchema.safeParse({ ...event, name: `a${'b'.repeat(63)}` }).success).toBe(true);
    expect(analyticsEventSchema.safeParse({ ...event, name: `a${'b'.repeat(64)}` }).success).toBe(false);
  });

  it('keeps stored events 395 days by default and summarises the last 30 days', () => {
    expect(ANALYTICS_RETENTION_DAYS_DEFAULT).toBe(395);
    expect(ANALYTICS_SUMMARY_DAYS).toBe(30);
  });
});
