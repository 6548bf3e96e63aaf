import { zodResolver } from '@hookform/resolvers/zod';
import axe from 'axe-core';
import {
  addressSchema,
  GEO_QUERY_MIN,
  messages,
  type Address,
  type Coordinates,
  type PlaceSuggestion,
  type ResolvedAddress,
} from '@harvest/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GEO_LOOKUP_DEBOUNCE_MS } from '../../lib/geo/address-lookup';
import { log } from '../../lib/logging/log';
import { fail, mockApi, requestsTo, type MockRequest } from '../../test/mock-api';
import { envelopeResponse, renderRoute } from '../../test/render-route';
import { ADDRESS_PARTS, AddressPicker, type AddressPart } from './address-picker';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ADDRESS = 'GET /api/geo/address';

const suggestions: PlaceSuggestion[] = [
  { id: 'gb:cb7-4aa:1', kind: 'address', label: '1 Manor Lane', description: 'Ely, CB7 4AA', source: 'offline' },
  { id: 'gb:cb7-4aa:2', kind: 'address', label: '2 Manor Lane', description: 'Ely, CB7 4AA', source: 'offline' },
  { id: 'gb:cb7', kind: 'postcode', label: 'CB7', description: 'Ely', source: 'offline' },
];

const manorLane: ResolvedAddress = {
  id: 'gb:cb7-4aa:2',
  source: 'offline',
  address: { buildingNumber: '2', line1: 'Manor Lane', city: 'Ely', region: 'Cambridgeshire', postcode: 'CB7 4AA' },
  countryISO: 'GB',
  coordinates: { lat: 52.3986, lon: 0.2624 },
};

/** The offline data knows only the town and postcode area. */
const cb7: ResolvedAddress = {
  id: 'gb:cb7',
  source: 'offline',
  address: { city: 'Ely', region: 'Cambridgeshire', postcode: 'CB7' },
  countryISO: 'GB',
  coordinates: { lat: 52.3988, lon: 0.2629 },
};

/** One reply for both uses of GET /api/geo/address: a search (query) and a pick (id and source). */
function addressApi(resolved: Record<string, ResolvedAddress> = { [manorLane.id]: manorLane, [cb7.id]: cb7 }) {
  return (request: MockRequest) => {
    const id = request.url.searchParams.get('id');
    if (id === null) return envelopeResponse({ data: suggestions });
    const found = resolved[id];
    return found
      ? envelopeResponse({ data: found })
      : envelopeResponse({ status: 404, message: messages.geo.placeNotFound, data: null });
  };
}

type Values = Record<AddressPart, string>;
const empty: Values = Object.fromEntries(ADDRESS_PARTS.map((part) => [part, ''])) as Values;

function Harness({
  onSave,
  onCoordinates,
  initial = empty,
}: {
  onSave: (address: Address) => void;
  onCoordinates?: (coordinates: Coordinates) => void;
  initial?: Values;
}) {
  const form = useForm<Address>({ resolver: zodResolver(addressSchema), defaultValues: initial });
  const errors: Partial<Record<AddressPart, string>> = {};
  for (const part of ADDRESS_PARTS) {
    const message = form.formState.errors[part]?.message;
    if (message) errors[part] = message;
  }
  return (
    <form onSubmit={(event) => void form.handleSubmit(onSave)(event)} noValidate>
      <AddressPicker
        countryISO="GB"
        register={(field) => form.register(field)}
        errors={errors}
        setField={(field, value) => form.setValue(field, value)}
        onCoordinates={onCoordinates}
        hasAddress={initial.line1 !== ''}
      />
      <button type="submit">Save</button>
    </form>
  );
}

const search = () => screen.getByRole('combobox', { name: 'Search for an address' }) as HTMLInputElement;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const typeInto = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const key = (name: string) => fireEvent.keyDown(search(), { key: name });

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * Types a search and lets the pause pass, then the reply arrive (the query's notices are
 * scheduled on the faked clock too), with real timers afterwards.
 */
async function typeAndPause(text: string) {
  vi.useFakeTimers();
  fireEvent.focus(search());
  typeInto(search(), text);
  await advance(GEO_LOOKUP_DEBOUNCE_MS);
  await advance(50);
  vi.useRealTimers();
}

async function searchFor(text: string) {
  await typeAndPause(text);
  await screen.findByRole('listbox', { name: 'Search for an address' });
}

describe('AddressPicker (spec platform §5: an address is picked from the list, or typed)', () => {
  it(`asks only after a ${GEO_LOOKUP_DEBOUNCE_MS} ms pause, and nothing under GEO_QUERY_MIN (${GEO_QUERY_MIN}) characters`, async () => {
    const api = mockApi({ [ADDRESS]: addressApi() });
    renderRoute(<Harness onSave={vi.fn()} />);
    vi.useFakeTimers();

    typeInto(search(), 'C'.repeat(GEO_QUERY_MIN - 1));
    await advance(5 * GEO_LOOKUP_DEBOUNCE_MS);
    expect(requestsTo(api, ADDRESS)).toHaveLength(0);

    typeInto(search(), 'CB');
    await advance(100);
    typeInto(search(), 'CB7 4');
    await advance(GEO_LOOKUP_DEBOUNCE_MS - 1);
    expect(requestsTo(api, ADDRESS)).toHaveLength(0);
    await advance(1);
    const sent = requestsTo(api, ADDRESS);
    // One request, for what was typed last: the keys in between were not sent.
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url.searchParams.get('query')).toBe('CB7 4');
    expect(sent[0]?.url.searchParams.get('countryISO')).toBe('GB');
  });

  it('lists the suggestions and picks one with the keyboard; the pick fills the fields and hands back the coordinates', async () => {
    const api = mockApi({ [ADDRESS]: addressApi() });
    const onSave = vi.fn();
    const onCoordinates = vi.fn();
    renderRoute(<Harness onSave={onSave} onCoordinates={onCoordinates} />);
    await searchFor('CB7 4AA');

    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '1 Manor LaneEly, CB7 4AA',
      '2 Manor LaneEly, CB7 4AA',
      'CB7Ely',
    ]);
    expect(search().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain('Addresses found: 3');

    key('ArrowDown');
    key('ArrowDown');
    key('ArrowDown');
    key('ArrowUp');
    expect(search().getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    key('Enter');

    await waitFor(() => expect(field('Address line 1').value).toBe('Manor Lane'));
    const resolve = requestsTo(api, ADDRESS).find((request) => request.url.searchParams.has('id'));
    expect(resolve?.url.searchParams.get('id')).toBe('gb:cb7-4aa:2');
    expect(resolve?.url.searchParams.get('source')).toBe('offline');
    expect(field('Building number').value).toBe('2');
    expect(field('Town or city').value).toBe('Ely');
    expect(field('County or region').value).toBe('Cambridgeshire');
    expect(field('Postcode').value).toBe('CB7 4AA');
    expect(onCoordinates).toHaveBeenCalledWith({ lat: 52.3986, lon: 0.2624 });

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ buildingNumber: '2', line1: 'Manor Lane', postcode: 'CB7 4AA' });
  });

  it('Escape closes the list, then clears the search; Enter with nothing chosen sends nothing', async () => {
    mockApi({ [ADDRESS]: addressApi() });
    const onSave = vi.fn();
    renderRoute(<Harness onSave={onSave} />);
    await searchFor('Manor');

    key('Enter');
    key('Escape');
    expect(search().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();
    expect(search().value).toBe('Manor');
    key('Escape');
    expect(search().value).toBe('');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('passes axe with the list open and an option chosen (combobox, listbox and options named)', async () => {
    mockApi({ [ADDRESS]: addressApi() });
    const { container } = renderRoute(<Harness onSave={vi.fn()} />);
    await searchFor('Manor');
    key('ArrowDown');
    // jsdom draws nothing, so colour contrast is the end-to-end journeys' to check.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });

  it('picks with the pointer too', async () => {
    mockApi({ [ADDRESS]: addressApi() });
    renderRoute(<Harness onSave={vi.fn()} />);
    await searchFor('Manor');
    fireEvent.click((await screen.findAllByRole('option'))[1] as HTMLElement);
    await waitFor(() => expect(field('Address line 1').value).toBe('Manor Lane'));
  });

  it('when the picked address cannot be looked up it logs and leaves the fields to type, with the message', async () => {
    mockApi({ [ADDRESS]: addressApi() });
    const logged = vi.spyOn(log, 'error');
    renderRoute(<Harness onSave={vi.fn()} />);
    await searchFor('Manor');
    // Only number 2 is known to the reply: number 1 answers 404 like a look-up gone wrong.
    fireEvent.click((await screen.findAllByRole('option'))[0] as HTMLElement);
    expect((await screen.findByRole('alert')).textContent).toBe(messages.geo.lookupFailed);
    expect(field('Address line 1').value).toBe('');
    expect(logged).toHaveBeenCalledWith(
      'Geo look-up failed: address resolve',
      expect.objectContaining({ status: 404, source: 'offline' }),
      ['api'],
    );
  });

  it('when the search fails it logs, says so in the domain’s words and shows the fields to type', async () => {
    mockApi({ [ADDRESS]: fail(502, 'The address service did not answer') });
    const logged = vi.spyOn(log, 'error');
    const onSave = vi.fn();
    renderRoute(<Harness onSave={onSave} />);
    await typeAndPause('CB7 4AA');

    expect((await screen.findByRole('alert')).textContent).toBe(messages.geo.lookupFailed);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(document.activeElement).toBe(field('Address line 1'));
    expect(logged).toHaveBeenCalledWith(
      'Geo look-up failed: address search',
      expect.objectContaining({ status: 502 }),
      ['api'],
    );

    typeInto(field('Address line 1'), 'Manor Lane');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  });

  it('an offline result without line1 opens the fields with line1 empty and focused; Save asks for it', async () => {
    mockApi({ [ADDRESS]: addressApi() });
    const onSave = vi.fn();
    renderRoute(<Harness onSave={onSave} />);
    await searchFor('CB7');
    key('ArrowUp');
    key('Enter');

    await waitFor(() => expect(field('Postcode').value).toBe('CB7'));
    expect(field('Town or city').value).toBe('Ely');
    expect(field('Address line 1').value).toBe('');
    expect(document.activeElement).toBe(field('Address line 1'));
    expect(screen.getByText('We know the area; please type the first line of the address.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.validation.addressFromList)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("'Enter the address by hand' goes to the fields; 'Search for a different address' comes back", async () => {
    const api = mockApi({ [ADDRESS]: addressApi() });
    renderRoute(<Harness onSave={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enter the address by hand' }));
    expect(document.activeElement).toBe(field('Address line 1'));
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Search for a different address' }));
    expect(search()).toBeTruthy();
    expect(requestsTo(api, ADDRESS)).toHaveLength(0);
  });

  it('a saved address opens as its fields', () => {
    mockApi({});
    renderRoute(<Harness onSave={vi.fn()} initial={{ ...empty, line1: 'Manor Lane', city: 'Ely' }} />);
    expect(field('Address line 1').value).toBe('Manor Lane');
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
