/**
 * A state derived from stored facts and the moment it is read, written once as a table of ordered rules, so that
 * the code reading one row (the domain) and the SQL filtering and counting many (the API's searches) cannot drift:
 * the domain evaluates the table, the API turns the same table into a CASE expression.
 */

/** The moment a state is read at: an instant, or a calendar date ('YYYY-MM-DD') for date-valued facts. */
export type StateMoment = Date | string;

/** A condition on the facts of a row at the moment: nothing else may decide a state. */
export type StateCondition<F extends string> =
  /** The fact is stored (not null). */
  | { readonly set: F }
  /** The fact, a boolean, is false. */
  | { readonly not: F }
  /** The fact, a stored status, is one of these. */
  | { readonly fact: F; readonly in: readonly string[] }
  /** The moment has reached the fact's time (at or after it). */
  | { readonly reached: F }
  /** The moment is still before the fact's time. */
  | { readonly before: F }
  | { readonly any: readonly StateCondition<F>[] }
  | { readonly all: readonly StateCondition<F>[] };

/** The first rule whose condition holds names the state; when none does, `otherwise` (a state, or a fact's value). */
export interface StateTable<S extends string, F extends string> {
  readonly rules: readonly { readonly state: S; readonly when: StateCondition<F> }[];
  readonly otherwise: { readonly state: S } | { readonly fact: F };
}

/** A row's facts by name: times as Dates (or calendar dates), statuses as strings, flags as booleans. */
type StateFacts<F extends string> = Readonly<Record<F, StateMoment | boolean | null>>;

const timeOf = (value: StateMoment | boolean | null): number | string => {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string') return value;
  throw new Error('A time condition needs a time fact');
};

function holds<F extends string>(condition: StateCondition<F>, facts: StateFacts<F>, at: StateMoment): boolean {
  if ('set' in condition) return facts[condition.set] !== null;
  if ('not' in condition) return facts[condition.not] === false;
  if ('in' in condition) return condition.in.includes(String(facts[condition.fact]));
  if ('reached' in condition) return timeOf(at) >= timeOf(facts[condition.reached]);
  if ('before' in condition) return timeOf(at) < timeOf(facts[condition.before]);
  if ('any' in condition) return condition.any.some((each) => holds(each, facts, at));
  return condition.all.every((each) => holds(each, facts, at));
}

/** The state a row is in at the moment, by the table. */
export function stateOf<S extends string, F extends string>(
  table: StateTable<S, F>,
  facts: StateFacts<F>,
  at: StateMoment,
): S {
  const rule = table.rules.find((each) => holds(each.when, facts, at));
  if (rule) return rule.state;
  return 'state' in table.otherwise ? table.otherwise.state : (String(facts[table.otherwise.fact]) as S);
}
