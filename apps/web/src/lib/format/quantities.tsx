import type { Currency, WeightContext } from '@harvest/domain';
import { useUnits } from './use-units';

/** A weight stored in kilograms, in the reader's unit for its context. */
export function Weight({ kg, context }: { kg: number; context?: WeightContext }) {
  return <>{useUnits().weight(kg, context)}</>;
}

export function Area({ hectares }: { hectares: number }) {
  return <>{useUnits().area(hectares)}</>;
}

export function Yield({ tonnesPerHectare }: { tonnesPerHectare: number }) {
  return <>{useUnits().yield(tonnesPerHectare)}</>;
}

/** Money stored in minor units, in the organisation's currency unless the amount carries its own. */
export function Money({ minor, currency }: { minor: number; currency?: Currency }) {
  return <>{useUnits().money(minor, currency)}</>;
}
