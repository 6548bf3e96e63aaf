import { z } from '../zod';
import { messages } from '../i18n/messages';

const part = z.string().trim().max(200);

/**
 * Spec platform §3: an address as the address finder returns it. §5: it must have been picked
 * from the list, which the form can only tell by a first line longer than one character.
 */
export const addressSchema = z.object({
  buildingNumber: part.optional(),
  buildingName: part.optional(),
  line1: z
    .string()
    .trim()
    .max(200)
    .refine((value) => value.length > 1, messages.validation.addressFromList),
  line2: part.optional(),
  city: part.optional(),
  region: part.optional(),
  postcode: z.string().trim().max(20).optional(),
});
export type Address = z.infer<typeof addressSchema>;

/** One line for lists and cards: the parts that are there, comma-separated. */
export function formatAddress(address: Address): string {
  return [
    [address.buildingNumber, address.buildingName].filter(Boolean).join(' '),
    address.line1,
    address.line2,
    address.city,
    address.region,
    address.postcode,
  ]
    .filter((piece) => piece && piece.trim())
    .join(', ');
}
