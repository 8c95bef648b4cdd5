// SQL text building with inlined, escaped literals.
//
// Why not bind parameters: on PGlite every socket connection shares one backend session, and the
// socket server interleaves the messages of different connections. A parameterised query is several
// protocol messages (Parse/Bind/Execute/Sync) using the session's unnamed statement, which another
// connection can clobber in between. A simple-protocol query is a single message, so it is atomic.
import pg from 'pg';

export type SqlValue = string | number | boolean | null | undefined | Date | object;

/** A fragment of SQL that is inserted verbatim (identifiers, nested fragments). */
export class RawSql {
  constructor(readonly text: string) {}
}

export const raw = (text: string) => new RawSql(text);

export function literal(value: SqlValue): string {
  if (value === null || value === undefined) return 'NULL';
  if (value instanceof RawSql) return value.text;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot inline non-finite number ${value}`);
    return String(value);
  }
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (typeof value === 'object') return pg.escapeLiteral(JSON.stringify(value));
  return pg.escapeLiteral(String(value));
}

/** Tagged template: sql`select * from t where id = ${id}` with every value escaped as a literal. */
export function sql(strings: TemplateStringsArray, ...values: SqlValue[]): string {
  let text = strings[0];
  values.forEach((value, index) => {
    text += literal(value) + strings[index + 1];
  });
  return text;
}
