/**
 * UK postcodes (Royal Mail's format): an outward code of area letters and a district (YO7, SW1A, B15),
 * then an inward code of a digit and two letters (3AB). The web form and the offline lookup share these.
 */
const FULL = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/;
/** The one postcode outside the pattern: Girobank's GIR 0AA. */
const GIROBANK = 'GIR0AA';
const OUTWARD = /^([A-Z]{1,2})(\d[A-Z\d]?)$/;

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** 'yo73ab' -> 'YO7 3AB'; null when it is not a whole postcode. */
export function normaliseUkPostcode(value: string): string | null {
  const letters = compact(value);
  if (letters === GIROBANK) return 'GIR 0AA';
  const match = FULL.exec(letters);
  return match ? `${match[1]} ${match[2]}` : null;
}

/** The outward code (district) of a whole postcode or of an outward code alone ('YO7 3AB' -> 'YO7'). */
export function postcodeDistrict(value: string): string | null {
  return postcodePrefix(value)?.district ?? null;
}

interface PostcodePrefix {
  /** 'YO' */
  area: string;
  /** 'YO7' when the district is written out. */
  district?: string;
  /** 'YO7 3AB' when the whole postcode is written. */
  postcode?: string;
}

/**
 * What a search query says of a postcode when it is or starts like one: 'YO' (an area), 'YO7' or 'yo7 3'
 * (a district, part of its inward code typed), 'yo73ab' (a whole postcode). Null for anything else: the
 * caller still checks the area exists ('TH' is shaped like one and is not).
 */
export function postcodePrefix(value: string): PostcodePrefix | null {
  const trimmed = value.trim().toUpperCase();
  const postcode = normaliseUkPostcode(trimmed);
  if (postcode) {
    const district = postcode.split(' ')[0] ?? '';
    return { area: /^[A-Z]+/.exec(district)?.[0] ?? district, district, postcode };
  }
  // With a space the outward code is what stands before it; without one, an inward code cannot be told
  // from a two-digit district ('YO73'), so the longest outward code is read.
  const [outward = '', inward, ...rest] = trimmed.split(/\s+/);
  if (rest.length > 0 || (inward !== undefined && !/^\d[A-Z]{0,2}$/.test(inward))) return null;
  if (/^[A-Z]{1,2}$/.test(outward) && inward === undefined) return { area: outward };
  const match = OUTWARD.exec(outward);
  return match?.[1] ? { area: match[1], district: outward } : null;
}
