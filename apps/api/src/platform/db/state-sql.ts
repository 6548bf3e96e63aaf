import type { StateCondition, StateMoment, StateTable } from '@harvest/domain';
import { sql, type SQL } from 'drizzle-orm';

/** A state or status name of the domain's tables as an SQL literal: they are constants, and readable in a plan. */
function literal(value: string): SQL {
  if (!/^[a-z][a-z-]*$/.test(value)) throw new Error(`Not a state name: ${value}`);
  return sql.raw(`'${value}'`);
}

function conditionSql<F extends string>(condition: StateCondition<F>, columns: Record<F, SQL>, at: StateMoment): SQL {
  if ('set' in condition) return sql`${columns[condition.set]} is not null`;
  if ('not' in condition) return sql`not ${columns[condition.not]}`;
  if ('in' in condition) {
    return sql`${columns[condition.fact]} in (${sql.join(condition.in.map(literal), sql`, `)})`;
  }
  if ('reached' in condition) return sql`${columns[condition.reached]} <= ${at}`;
  if ('before' in condition) return sql`${at} < ${columns[condition.before]}`;
  if ('any' in condition)
    return sql`(${sql.join(
      condition.any.map((each) => conditionSql(each, columns, at)),
      sql` or `,
    )})`;
  return sql`(${sql.join(
    condition.all.map((each) => conditionSql(each, columns, at)),
    sql` and `,
  )})`;
}

/**
 * The domain's state table (`stateOf`) as one CASE expression over the columns holding each fact: the searches
 * filter and count by exactly the rule the domain reads a row by.
 */
export function stateSql<S extends string, F extends string>(
  table: StateTable<S, F>,
  columns: Record<F, SQL>,
  at: StateMoment,
): SQL {
  const rules = table.rules.map(
    (rule) => sql`when ${conditionSql(rule.when, columns, at)} then ${literal(rule.state)}`,
  );
  const otherwise = 'state' in table.otherwise ? literal(table.otherwise.state) : columns[table.otherwise.fact];
  return sql`case ${sql.join(rules, sql` `)} else ${otherwise} end`;
}

/** The state among these: for a filter by states (a tab of them, or the facet's choice). */
export function stateIn(state: SQL, states: readonly string[]): SQL {
  return sql`(${state}) in (${sql.join(states.map(literal), sql`, `)})`;
}
