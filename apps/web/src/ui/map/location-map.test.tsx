import { COORDINATE_DECIMALS_MAX, decimalPlaces, messages, type Coordinates } from '@harvest/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { LocationMap } from './location-map';
import { MAP_PICK_DECIMALS, MAP_TILE_TIMEOUT_MS } from './map-view';

const TILES = { url: 'https://tiles.example.test/{z}/{x}/{y}.png', attribution: 'Test tiles' };
const FARM = { lat: 52.4, lon: 0.26 };
const LABEL = 'Map of Brook End Farm';
const UNAVAILABLE = 'The map could not be loaded; the location is shown as coordinates';

function mockConfig() {
  return mockApi({
    'GET /api/sys/v1/config': ok({
      environment: 'dev',
      analytics: { enabled: false, provider: 'first-party' },
      mapTiles: TILES,
    }),
  });
}

async function findLeaflet(): Promise<HTMLElement> {
  const region = screen.getByRole('region', { name: LABEL });
  await waitFor(() => expect(region.querySelector('.leaflet-container')).not.toBeNull());
  return region.querySelector<HTMLElement>('.leaflet-container')!;
}

const tiles = (map: HTMLElement) => [...map.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];

/** The text of everything that describes a field (its hint and its error). */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function type(label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

describe('LocationMap', () => {
  beforeEach(() => {
    // jsdom lays nothing out; leaflet asks its container for a size to know which tiles to fetch.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(375);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows a skeleton while leaflet loads, then the configured tiles, the point and named controls', async () => {
    mockConfig();
    renderRoute(<LocationMap countryISO="GB" label={LABEL} value={FARM} />);
    const region = screen.getByRole('region', { name: LABEL });
    expect(within(region).getByRole('status').textContent).toContain('Loading the map');

    const map = await findLeaflet();
    expect(tiles(map).length).toBeGreaterThan(0);
    // MAP_ZOOM_LOCATION (14) once a point is set, from the configured tile source.
    for (const tile of tiles(map)) expect(tile.src).toMatch(/^https:\/\/tiles\.example\.test\/14\//);
    expect(within(map).getByRole('button', { name: 'Zoom in' })).toBeTruthy();
    expect(within(map).getByRole('button', { name: 'Zoom out' })).toBeTruthy();
    expect(map.querySelector('.leaflet-control-attribution')?.textContent).toContain('Test tiles');
    expect(map.querySelector('.harvest-map-point')?.getAttribute('title')).toBe('Location');
    // The point is written out too, for those who cannot see the map.
    expect(within(region).getByText(/Latitude 52.4, longitude 0.26/)).toBeTruthy();
  });

  it('opens at the country zoom (platform §9: US 3) when no point is set', async () => {
    mockConfig();
    renderRoute(<LocationMap countryISO="US" label={LABEL} />);
    const map = await findLeaflet();
    for (const tile of tiles(map)) expect(tile.src).toMatch(/^https:\/\/tiles\.example\.test\/3\//);
  });

  it('closes in on a point set from outside (an address picked, coordinates typed)', async () => {
    mockConfig();
    function Picker() {
      const [value, setValue] = useState<Coordinates | null>(null);
      return (
        <>
          <button type="button" onClick={() => setValue(FARM)}>
            Pick
          </button>
          <LocationMap countryISO="GB" label={LABEL} value={value} />
        </>
      );
    }
    renderRoute(<Picker />);
    const map = await findLeaflet();
    for (const tile of tiles(map)) expect(tile.src).toMatch(/\/4\//);
    act(() => screen.getByRole('button', { name: 'Pick' }).click());
    await waitFor(() => expect(map.querySelector('.harvest-map-point')).not.toBeNull());
    await waitFor(() => expect(tiles(map).some((tile) => /\/14\//.test(tile.src))).toBe(true));
  });

  it('draws other places and a route', async () => {
    mockConfig();
    const stores = [
      { id: 'a', label: 'Grain store', lat: 52.41, lon: 0.27 },
      { id: 'b', label: 'Silo', lat: 52.39, lon: 0.25 },
    ];
    renderRoute(<LocationMap countryISO="GB" label={LABEL} markers={stores} route={[FARM, stores[0]!]} />);
    const map = await findLeaflet();
    // Two circles and one line, drawn as SVG paths in the overlay pane.
    await waitFor(() => expect(map.querySelectorAll('.leaflet-overlay-pane path')).toHaveLength(3));
  });

  it('gives way to the coordinates when the first tiles fail', async () => {
    mockConfig();
    renderRoute(<LocationMap countryISO="GB" label={LABEL} value={FARM} />);
    const map = await findLeaflet();
    act(() => tiles(map)[0]!.dispatchEvent(new Event('error')));

    const region = screen.getByRole('region', { name: LABEL });
    expect((await within(region).findByRole('status')).textContent).toContain(UNAVAILABLE);
    expect(region.querySelector('.leaflet-container')).toBeNull();
    expect(within(region).getByText(/Latitude 52.4, longitude 0.26/)).toBeTruthy();
    const link = within(region).getByRole('link', { name: /^Open on OpenStreetMap ?\(opens in a new tab\)$/ });
    expect(link.getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=52.4&mlon=0.26#map=14/52.4/0.26');
  });

  it('keeps the map when a tile fails after others loaded', async () => {
    mockConfig();
    renderRoute(<LocationMap countryISO="GB" label={LABEL} value={FARM} />);
    const map = await findLeaflet();
    const [first, second] = tiles(map);
    act(() => first!.dispatchEvent(new Event('load')));
    act(() => second!.dispatchEvent(new Event('error')));
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
    expect(screen.getByRole('region', { name: LABEL }).querySelector('.leaflet-container')).not.toBeNull();
  });

  it(`gives way to the coordinates when no tile loads within ${MAP_TILE_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockConfig();
    renderRoute(<LocationMap countryISO="GB" label={LABEL} value={FARM} />);
    await findLeaflet();
    await act(() => vi.advanceTimersByTimeAsync(MAP_TILE_TIMEOUT_MS - 100));
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText(UNAVAILABLE)).toBeTruthy();
  });

  it('keeps the map past the timeout once a tile has loaded', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockConfig();
    renderRoute(<LocationMap countryISO="GB" label={LABEL} value={FARM} />);
    const map = await findLeaflet();
    act(() => tiles(map)[0]!.dispatchEvent(new Event('load')));
    await act(() => vi.advanceTimersByTimeAsync(MAP_TILE_TIMEOUT_MS * 2));
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  });

  it('shows the coordinates when the configuration cannot be read', async () => {
    mockApi({ 'GET /api/sys/v1/config': fail(500, 'Something went wrong') });
    renderRoute(<LocationMap countryISO="GB" label={LABEL} />);
    expect(await screen.findByText(UNAVAILABLE)).toBeTruthy();
    expect(screen.getByText('No location set')).toBeTruthy();
  });

  it('lists other places as coordinates when the map cannot load', async () => {
    mockApi({ 'GET /api/sys/v1/config': fail(500, 'Something went wrong') });
    renderRoute(
      <LocationMap
        countryISO="GB"
        label={LABEL}
        markers={[{ id: 'a', label: 'Grain store', lat: 52.41, lon: 0.27 }]}
      />,
    );
    expect(await screen.findByText(/Grain store: Latitude 52.41, longitude 0.27/)).toBeTruthy();
  });

  it('sets the point where the map is clicked, within the coordinate rules', async () => {
    mockConfig();
    const onChange = vi.fn<(coords: Coordinates) => void>();
    renderRoute(<LocationMap countryISO="GB" label={LABEL} value={FARM} onChange={onChange} />);
    const map = await findLeaflet();
    act(() => {
      map.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 40, clientY: 60 }));
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    const picked = onChange.mock.calls[0]![0];
    // Up and to the left of the centre, close by at zoom 14.
    expect(picked.lat).toBeGreaterThan(FARM.lat);
    expect(picked.lon).toBeLessThan(FARM.lon);
    expect(Math.abs(picked.lat - FARM.lat)).toBeLessThan(0.01);
    expect(decimalPlaces(picked.lat)).toBeLessThanOrEqual(MAP_PICK_DECIMALS);
    expect(decimalPlaces(picked.lon)).toBeLessThanOrEqual(MAP_PICK_DECIMALS);
  });

  it('takes typed coordinates beside the map, checked by the domain rules', async () => {
    mockConfig();
    const onChange = vi.fn<(coords: Coordinates) => void>();
    renderRoute(<LocationMap countryISO="GB" label={LABEL} onChange={onChange} />);
    await findLeaflet();
    const latitude = screen.getByRole('textbox', { name: 'Latitude' });
    expect(description(screen.getByRole('group', { name: 'Coordinates' }))).toContain(
      'Click the map or drag the marker to set the location, or type its coordinates.',
    );

    type('Latitude', '95');
    expect(latitude.getAttribute('aria-invalid')).toBe('true');
    expect(description(latitude)).toContain(messages.validation.latitude);
    type('Longitude', '0.1234567890123');
    expect(decimalPlaces(0.1234567890123)).toBeGreaterThan(COORDINATE_DECIMALS_MAX);
    expect(description(screen.getByRole('textbox', { name: 'Longitude' }))).toContain(
      messages.validation.coordinateDecimals,
    );
    type('Longitude', '-181');
    expect(screen.getByText(messages.validation.longitude)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    type('Latitude', '52.4');
    type('Longitude', '0.26');
    expect(onChange).toHaveBeenLastCalledWith({ lat: 52.4, lon: 0.26 });
    expect(screen.queryByText(messages.validation.latitude)).toBeNull();
  });

  it('leaves the fields to a form that has its own, still setting the point on a click', async () => {
    mockConfig();
    const onChange = vi.fn<(coords: Coordinates) => void>();
    renderRoute(
      <LocationMap countryISO="GB" label={LABEL} value={FARM} onChange={onChange} coordinateFields={false} />,
    );
    const map = await findLeaflet();
    expect(screen.queryByRole('group', { name: 'Coordinates' })).toBeNull();
    expect(screen.queryByText(/Latitude 52.4, longitude 0.26/)).toBeNull();
    act(() => {
      map.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 40, clientY: 60 }));
    });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('takes typed coordinates when the map cannot load, with the same onChange', async () => {
    mockApi({ 'GET /api/sys/v1/config': fail(500, 'Something went wrong') });
    const onChange = vi.fn<(coords: Coordinates) => void>();
    renderRoute(<LocationMap countryISO="GB" label={LABEL} value={FARM} onChange={onChange} />);
    await screen.findByText(UNAVAILABLE);
    const latitude = screen.getByRole<HTMLInputElement>('textbox', { name: 'Latitude' });
    expect(latitude.value).toBe('52.4');
    expect(description(screen.getByRole('group', { name: 'Coordinates' }))).toContain(
      'Type the coordinates of the location.',
    );
    type('Latitude', 'north');
    expect(screen.getByText(messages.validation.latitude)).toBeTruthy();
    type('Latitude', '-33.9');
    expect(onChange).toHaveBeenLastCalledWith({ lat: -33.9, lon: 0.26 });
  });
});
