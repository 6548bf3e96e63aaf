import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration: safe by default (issue 18)', () => {
  it('listens on 127.0.0.1 unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '::1' }).host).toBe('::1');
    expect(loadConfig({ HOST: '0.0.0.0', SEED: 'none' }).host).toBe('0.0.0.0');
  });

  it('has the mailbox, the demo world and the test clock in development only', () => {
    expect(loadConfig({})).toMatchObject({
      env: 'development',
      devMailboxEnabled: true,
      demoWorldEnabled: true,
      testClockEnabled: true,
    });
    expect(loadConfig({ SEED: 'none' }).demoWorldEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      devMailboxEnabled: false,
      demoWorldEnabled: false,
      testClockEnabled: false,
    });
    // The suite's own environment: each one is off until a test switches it on.
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({
      devMailboxEnabled: false,
      demoWorldEnabled: false,
      testClockEnabled: false,
    });
  });

  it('refuses SEED=demo in production, saying why and what to set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SEED: 'demo' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SEED: 'demo' })).toThrow(/SEED=demo.*production.*SEED=none/s);
  });

  it('refuses the demo world on a non-loopback address unless ALLOW_DEMO_ON_NETWORK=true', () => {
    for (const HOST of ['0.0.0.0', '::', '192.0.2.2', 'harvest.example']) {
      expect(() => loadConfig({ HOST })).toThrow(/ALLOW_DEMO_ON_NETWORK=true/);
      expect(loadConfig({ HOST, ALLOW_DEMO_ON_NETWORK: 'true' }).allowDemoOnNetwork).toBe(true);
    }
    for (const HOST of ['127.0.0.1', '127.0.0.2', '::1', 'localhost']) expect(loadConfig({ HOST }).host).toBe(HOST);
    expect(() => loadConfig({ HOST: '0.0.0.0', ALLOW_DEMO_ON_NETWORK: 'yes' })).toThrow(/ALLOW_DEMO_ON_NETWORK/);
  });

  it('trusts forwarded headers only when TRUST_PROXY names a hop count or the proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    for (const TRUST_PROXY of ['true', '-1', '10.0.0.300', '10.0.0.0/33', 'proxy.internal', '1.5'])
      expect(() => loadConfig({ TRUST_PROXY }), TRUST_PROXY).toThrow(/TRUST_PROXY/);
  });

  it('keeps positions 90 days and calls an ETA late past 15 minutes, unless configured (issue 23)', () => {
    expect(loadConfig({})).toMatchObject({ positionRetentionDays: 90, etaSlipMarginMinutes: 15 });
    expect(loadConfig({ POSITION_RETENTION_DAYS: '30', ETA_SLIP_MARGIN_MINUTES: '20' })).toMatchObject({
      positionRetentionDays: 30,
      etaSlipMarginMinutes: 20,
    });
    for (const POSITION_RETENTION_DAYS of ['0', '-1', 'many']) {
      expect(() => loadConfig({ POSITION_RETENTION_DAYS })).toThrow(/POSITION_RETENTION_DAYS/);
    }
    expect(() => loadConfig({ ETA_SLIP_MARGIN_MINUTES: '0' })).toThrow(/ETA_SLIP_MARGIN_MINUTES/);
  });

  it('reads no news feed and refreshes every 30 minutes, unless configured (issue 24)', () => {
    expect(loadConfig({}).news).toEqual({ feedUrls: [], refreshMinutes: 30 });
    expect(
      loadConfig({
        NEWS_FEED_URLS:
          'https://grain.example.test/rss, http://policy.example.test/atom.xml,,https://grain.example.test/rss',
        NEWS_FEED_REFRESH_MINUTES: '15',
      }).news,
    ).toEqual({
      feedUrls: ['https://grain.example.test/rss', 'http://policy.example.test/atom.xml'],
      refreshMinutes: 15,
    });
    for (const NEWS_FEED_URLS of ['ftp://feeds.example.test/rss', 'grain.example.test/rss', 'javascript:alert(1)'])
      expect(() => loadConfig({ NEWS_FEED_URLS }), NEWS_FEED_URLS).toThrow(/NEWS_FEED_URLS/);
    for (const NEWS_FEED_REFRESH_MINUTES of ['0', '1441', 'often'])
      expect(() => loadConfig({ NEWS_FEED_REFRESH_MINUTES })).toThrow(/NEWS_FEED_REFRESH_MINUTES/);
  });
});
