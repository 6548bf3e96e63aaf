import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { LocationMap } from './location-map';

// The leaflet chunk fails to load (offline, or replaced by a deploy).
vi.mock('./leaflet-map', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('LocationMap lazy boundary', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps leaflet out of the modules every page loads', () => {
    // Only leaflet-map.tsx, reached through React.lazy, may import leaflet or its CSS.
    for (const file of ['location-map.tsx', 'coordinate-fields.tsx', 'map-view.ts']) {
      const source = readFileSync(resolve(import.meta.dirname, file), 'utf8');
      expect(source, file).not.toMatch(/from '(react-)?leaflet|import '(react-)?leaflet/);
    }
    const entry = readFileSync(resolve(import.meta.dirname, 'location-map.tsx'), 'utf8');
    expect(entry).toMatch(/lazy\(\(\) => import\('\.\/leaflet-map'\)\)/);
  });

  it('shows the coordinates when leaflet cannot be loaded', async () => {
    // React reports the caught error; the test is about what the person sees.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /api/sys/v1/config': ok({
        environment: 'dev',
        analytics: { enabled: false, provider: 'first-party' },
        mapTiles: { url: 'https://tiles.example.test/{z}/{x}/{y}.png', attribution: 'Test tiles' },
      }),
    });
    const onChange = vi.fn();
    renderRoute(
      <LocationMap
        countryISO="GB"
        label="Map of Brook End Farm"
        value={{ lat: 52.4, lon: 0.26 }}
        onChange={onChange}
      />,
    );
    expect(await screen.findByText('The map could not be loaded; the location is shown as coordinates')).toBeTruthy();
    expect(screen.getByText(/Latitude 52.4, longitude 0.26/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Latitude' })).toBeTruthy();
  });
});
