import type { CoreConfig } from '@harvest/domain';
import { useQueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestsTo, type MockRequest } from '../../test/mock-api';
import { envelopeResponse, renderRoute } from '../../test/render-route';
import { adminProfile, farmImpersonation, makeProfile, signInAs } from '../../test/session-fixtures';
import { sessionStore } from '../storage/session-store';
import { coreConfigQueryKey, useCoreConfig } from './use-core-config';

function configOf(countryISO: string, groupName = 'Wheat'): CoreConfig {
  return {
    countryISO,
    commodities: {
      groups: [{ id: 'wheat', name: groupName, type: 'cereal', items: [], varieties: [] }],
      weighbridgeWeight: { name: 'kg', conversion: 1 },
    },
    livestock: [],
    countries: [],
    regions: {},
    conversions: { weight: { kg: 1, tonne: 0.001 } },
    trading: { settlementDeductionReasons: [], settlementBonusReasons: [] },
  };
}

/** Answers each country's config with the ETag "<country>-1", and 304 to a client that sends it back. */
function configServer(path: string) {
  const countryISO = path.split('/').pop()!;
  const etag = `"${countryISO}-1"`;
  return (request: MockRequest) =>
    request.headers.get('if-none-match') === etag
      ? new Response(null, { status: 304, headers: { etag } })
      : envelopeResponse({ data: configOf(countryISO) }, { etag });
}

function Config({ name }: { name: string }) {
  const { data, isError } = useCoreConfig();
  if (isError) return <p>{name}: failed</p>;
  return <p>{data ? `${name}: ${data.countryISO} ${data.commodities.groups[0]?.name}` : `${name}: loading`}</p>;
}

function Reload({ countryISO, impersonationId = null }: { countryISO: string; impersonationId?: string | null }) {
  const client = useQueryClient();
  return (
    <button
      type="button"
      onClick={() => void client.invalidateQueries({ queryKey: coreConfigQueryKey(countryISO, impersonationId) })}
    >
      reload
    </button>
  );
}

const GB = 'GET /api/system/config/GB';
const IE = 'GET /api/system/config/IE';

describe('useCoreConfig', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the acting organisation’s country once for every user of it', async () => {
    signInAs(makeProfile());
    const fetchMock = mockApi({ [GB]: configServer(GB) });
    renderRoute(
      <>
        <Config name="store" />
        <Config name="form" />
      </>,
    );
    expect(await screen.findByText('store: GB Wheat')).toBeTruthy();
    expect(await screen.findByText('form: GB Wheat')).toBeTruthy();
    const sent = requestsTo(fetchMock, GB);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('if-none-match')).toBeNull();
    expect(sent[0]!.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('asks again with the ETag it holds and keeps what it has on 304', async () => {
    signInAs(makeProfile());
    const fetchMock = mockApi({ [GB]: configServer(GB) });
    renderRoute(
      <>
        <Config name="store" />
        <Reload countryISO="GB" />
      </>,
    );
    expect(await screen.findByText('store: GB Wheat')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'reload' }));
    await waitFor(() => expect(requestsTo(fetchMock, GB)).toHaveLength(2));
    expect(requestsTo(fetchMock, GB)[1]!.headers.get('if-none-match')).toBe('"GB-1"');
    // The 304 settles and the config held stays on screen.
    await waitFor(() => expect(screen.getByText('store: GB Wheat')).toBeTruthy());
    expect(screen.queryByText('store: failed')).toBeNull();
  });

  it('takes a changed config when the server has a new one', async () => {
    signInAs(makeProfile());
    let version = 1;
    const fetchMock = mockApi({
      [GB]: () =>
        envelopeResponse({ data: configOf('GB', version === 1 ? 'Wheat' : 'Winter wheat') }, { etag: `"v${version}"` }),
    });
    renderRoute(
      <>
        <Config name="store" />
        <Reload countryISO="GB" />
      </>,
    );
    expect(await screen.findByText('store: GB Wheat')).toBeTruthy();
    version = 2;
    fireEvent.click(screen.getByRole('button', { name: 'reload' }));
    expect(await screen.findByText('store: GB Winter wheat')).toBeTruthy();
    expect(requestsTo(fetchMock, GB)[1]!.headers.get('if-none-match')).toBe('"v1"');
  });

  it('follows the organisation’s country', async () => {
    signInAs(makeProfile({ organisation: { ...makeProfile().organisation, countryISO: 'IE' } }));
    const fetchMock = mockApi({ [IE]: configServer(IE) });
    renderRoute(<Config name="store" />);
    expect(await screen.findByText('store: IE Wheat')).toBeTruthy();
    expect(requestsTo(fetchMock, IE)).toHaveLength(1);
  });

  it('reloads when an impersonation starts, for the impersonated organisation’s country, and not when it ends', async () => {
    signInAs(adminProfile());
    const fetchMock = mockApi({ [GB]: configServer(GB), [IE]: configServer(IE) });
    renderRoute(<Config name="store" />);
    expect(await screen.findByText('store: GB Wheat')).toBeTruthy();

    act(() => sessionStore.startImpersonation(farmImpersonation({ countryISO: 'IE' })));
    expect(await screen.findByText('store: IE Wheat')).toBeTruthy();
    expect(requestsTo(fetchMock, IE)).toHaveLength(1);

    // Back as themselves, the administrator's own config is the one they had.
    act(() => sessionStore.endImpersonation());
    expect(await screen.findByText('store: GB Wheat')).toBeTruthy();
    expect(requestsTo(fetchMock, GB)).toHaveLength(1);
  });

  it('loads afresh for an impersonation even in the same country', async () => {
    signInAs(adminProfile());
    const fetchMock = mockApi({ [GB]: configServer(GB) });
    renderRoute(<Config name="store" />);
    expect(await screen.findByText('store: GB Wheat')).toBeTruthy();
    act(() => sessionStore.startImpersonation(farmImpersonation({ countryISO: 'GB' })));
    await waitFor(() => expect(requestsTo(fetchMock, GB)).toHaveLength(2));
    // A new entry: nothing held, so nothing to send as If-None-Match.
    expect(requestsTo(fetchMock, GB)[1]!.headers.get('if-none-match')).toBeNull();
    expect(await screen.findByText('store: GB Wheat')).toBeTruthy();
  });

  it('asks nothing while signed out', async () => {
    const fetchMock = mockApi({});
    renderRoute(<Config name="store" />);
    expect(await screen.findByText('store: loading')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
