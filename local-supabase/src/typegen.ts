// TypeScript types of the `public` schema, read from the catalog of a migrated database, in the
// shape `supabase gen types typescript` writes (Tables/Views with Row/Insert/Update/Relationships,
// Functions with Args/Returns, Enums), so supabase-js and postgrest-js type every query and a
// hosted project could switch to the CLI's output without touching a query. Written by
// `npm run db:types` into shared-core/src/database.types.ts; the unit suite fails when that
// file no longer matches the migrations (scripts/lint/database-types.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase, type Queryable } from './db.ts';
import { migrate } from './migrations.ts';
import { REPO_DIR } from './paths.ts';

interface ColumnRow {
  table_name: string;
  kind: string;
  column_name: string;
  type_oid: number;
  not_null: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
  updatable: boolean;
}

interface TypeRow {
  oid: number;
  name: string;
  kind: string;
  category: string;
  element: number;
  base: number;
  schema: string;
  relation: string | null;
}

interface ForeignKeyRow {
  table_name: string;
  name: string;
  columns: string[];
  referenced: string;
  referenced_columns: string[];
  one_to_one: boolean;
}

interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_types: number[];
  arg_modes: string[] | null;
  defaults: number;
  returns: number;
  returns_set: boolean;
}

interface EnumRow {
  name: string;
  labels: string[];
}

const NUMBER = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const STRING = new Set([
  'text',
  'varchar',
  'bpchar',
  'char',
  'name',
  'citext',
  'uuid',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'inet',
  'cidr',
  'macaddr',
  'bytea',
  'tsvector',
  'money',
  'tstzrange',
  'tsrange',
  'daterange',
  'int4range',
  'int8range',
  'numrange',
]);

const PUBLIC = `n.nspname = 'public'`;
// Objects an extension created in `public` (btree_gist's operators and functions) are not the API.
const NOT_FROM_EXTENSION = (oid: string, catalog: string) =>
  `not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;

async function readCatalog(db: Queryable) {
  const columns = await db.query<ColumnRow>(`
    select c.relname as table_name, c.relkind::text as kind, a.attname as column_name, a.atttypid::int as type_oid,
           a.attnotnull as not_null, a.atthasdef as has_default, a.attidentity::text as identity,
           a.attgenerated::text as generated,
           (c.relkind in ('r', 'p') or pg_column_is_updatable(c.oid, a.attnum, false)) as updatable
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where ${PUBLIC} and c.relkind in ('r', 'p', 'v', 'm') and ${NOT_FROM_EXTENSION('c.oid', 'pg_class')}
     order by c.relname, a.attnum`);
  const types = await db.query<TypeRow>(`
    select t.oid::int as oid, t.typname as name, t.typtype::text as kind, t.typcategory::text as category,
           t.typelem::int as element, t.typbasetype::int as base, n.nspname as schema,
           (select r.relname from pg_class r where r.oid = t.typrelid and r.relkind in ('r', 'p', 'v', 'm')) as relation
      from pg_type t join pg_namespace n on n.oid = t.typnamespace`);
  const foreignKeys = await db.query<ForeignKeyRow>(`
    select c.relname as table_name, k.conname as name,
           array(select a.attname::text from unnest(k.conkey) with ordinality u(num, i)
                   join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.num order by u.i) as columns,
           r.relname as referenced,
           array(select a.attname::text from unnest(k.confkey) with ordinality u(num, i)
                   join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.num order by u.i) as referenced_columns,
           exists (select 1 from pg_constraint u where u.conrelid = k.conrelid and u.contype in ('p', 'u')
                    and u.conkey::int[] @> k.conkey::int[] and u.conkey::int[] <@ k.conkey::int[]) as one_to_one
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
      join pg_class r on r.oid = k.confrelid join pg_namespace rn on rn.oid = r.relnamespace
     where k.contype = 'f' and ${PUBLIC} and rn.nspname = 'public'
     order by c.relname, k.conname`);
  const functions = await db.query<FunctionRow>(`
    select p.proname as name, p.proargnames::text[] as arg_names,
           coalesce(p.proallargtypes, p.proargtypes::oid[])::int[] as arg_types, p.proargmodes::text[] as arg_modes,
           p.pronargdefaults::int as defaults, p.prorettype::int as returns, p.proretset as returns_set
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where ${PUBLIC} and p.prokind = 'f' and ${NOT_FROM_EXTENSION('p.oid', 'pg_proc')}
       and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype, 'internal'::regtype)
     order by p.proname, pg_get_function_identity_arguments(p.oid)`);
  const enums = await db.query<EnumRow>(`
    select t.typname as name, array(select e.enumlabel::text from pg_enum e where e.enumtypid = t.oid order by e.enumsortorder) as labels
      from pg_type t join pg_namespace n on n.oid = t.typnamespace
     where ${PUBLIC} and t.typtype = 'e' order by t.typname`);
  return { columns, types: new Map(types.map((type) => [type.oid, type])), foreignKeys, functions, enums };
}

type Catalog = Awaited<ReturnType<typeof readCatalog>>;

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

function tsType(catalog: Catalog, oid: number): string {
  const type = catalog.types.get(oid);
  if (!type) return 'unknown';
  if (type.category === 'A' && type.element) return `${wrap(tsType(catalog, type.element))}[]`;
  if (type.kind === 'd') return tsType(catalog, type.base);
  if (type.kind === 'e') return type.schema === 'public' ? `Database['public']['Enums'][${JSON.stringify(type.name)}]` : 'string';
  if (type.relation && type.schema === 'public') {
    const group = catalog.columns.some((column) => column.table_name === type.relation && (column.kind === 'v' || column.kind === 'm')) ? 'Views' : 'Tables';
    return `Database['public'][${JSON.stringify(group)}][${JSON.stringify(type.relation)}]['Row']`;
  }
  if (type.name === 'bool') return 'boolean';
  if (type.name === 'json' || type.name === 'jsonb') return 'Json';
  if (type.name === 'void') return 'undefined';
  if (type.name === 'record') return 'Record<string, unknown>';
  if (NUMBER.has(type.name)) return 'number';
  if (STRING.has(type.name)) return 'string';
  return 'unknown';
}

const wrap = (type: string) => (!type.startsWith('{') && /[ |]/.test(type) ? `(${type})` : type);
const nullable = (type: string, isNullable: boolean) => (isNullable ? `${type} | null` : type);

function fields(entries: Array<[string, string]>, indent: string): string {
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([name, type]) => `${indent}  ${name}: ${type};`).join('\n')}\n${indent}}`;
}

function relationsText(catalog: Catalog, table: string, indent: string): string {
  const keys = catalog.foreignKeys.filter((foreignKey) => foreignKey.table_name === table);
  if (keys.length === 0) return '[]';
  const list = (values: string[]) => `[${values.map((value) => JSON.stringify(value)).join(', ')}]`;
  const items = keys.map(
    (k) =>
      `${indent}  {\n${indent}    foreignKeyName: ${JSON.stringify(k.name)};\n${indent}    columns: ${list(k.columns)};\n` +
      `${indent}    isOneToOne: ${k.one_to_one};\n${indent}    referencedRelation: ${JSON.stringify(k.referenced)};\n` +
      `${indent}    referencedColumns: ${list(k.referenced_columns)};\n${indent}  },`,
  );
  return `[\n${items.join('\n')}\n${indent}]`;
}

function relationText(catalog: Catalog, table: string, columns: ColumnRow[], view: boolean): string {
  const indent = '        ';
  const row = columns.map((c): [string, string] => [key(c.column_name), nullable(tsType(catalog, c.type_oid), view || !c.not_null)]);
  const writable = columns.filter((c) => c.updatable);
  const insert = writable.map((c): [string, string] => {
    if (c.generated === 's' || c.identity === 'a') return [`${key(c.column_name)}?`, 'never'];
    const optional = view || !c.not_null || c.has_default || c.identity === 'd';
    return [`${key(c.column_name)}${optional ? '?' : ''}`, nullable(tsType(catalog, c.type_oid), view || !c.not_null)];
  });
  const update = insert.map(([name, type]): [string, string] => [name.endsWith('?') ? name : `${name}?`, type]);
  const parts = [`${indent}Row: ${fields(row, indent)};`];
  if (!view || writable.length > 0) {
    parts.push(`${indent}Insert: ${fields(insert, indent)};`, `${indent}Update: ${fields(update, indent)};`);
  }
  parts.push(`${indent}Relationships: ${relationsText(catalog, table, indent)};`);
  return `      ${key(table)}: {\n${parts.join('\n')}\n      };`;
}

function functionText(catalog: Catalog, fn: FunctionRow): string {
  const indent = '        ';
  const modes = fn.arg_modes ?? fn.arg_types.map(() => 'i');
  const names = fn.arg_names ?? [];
  const inputs = fn.arg_types
    .map((oid, i) => ({ oid, name: names[i] ?? '', mode: modes[i] }))
    .filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v');
  const outputs = fn.arg_types
    .map((oid, i) => ({ oid, name: names[i] ?? '', mode: modes[i] }))
    .filter((arg) => arg.mode === 'o' || arg.mode === 'b' || arg.mode === 't');
  const firstDefault = inputs.length - fn.defaults;
  const args =
    inputs.length === 0
      ? 'never'
      : fields(
          inputs.map((arg, i): [string, string] => [`${key(arg.name)}${i >= firstDefault ? '?' : ''}`, tsType(catalog, arg.oid)]),
          indent,
        );
  let returns: string;
  if (outputs.length > 0 && catalog.types.get(fn.returns)?.name === 'record') {
    returns = fields(
      outputs.map((arg): [string, string] => [key(arg.name), tsType(catalog, arg.oid)]),
      indent,
    );
  } else {
    returns = tsType(catalog, fn.returns);
  }
  if (fn.returns_set) returns = `${wrap(returns)}[]`;
  return `${indent}Args: ${args};\n${indent}Returns: ${returns};`;
}

/** The text of database.types.ts for the database's current `public` schema. */
export async function databaseTypes(db: Queryable): Promise<string> {
  const catalog = await readCatalog(db);
  const relations = [...new Set(catalog.columns.map((column) => column.table_name))];
  const columnsOf = (table: string) => catalog.columns.filter((column) => column.table_name === table);
  const isView = (table: string) => ['v', 'm'].includes(columnsOf(table)[0].kind);
  const tables = relations.filter((table) => !isView(table)).map((table) => relationText(catalog, table, columnsOf(table), false));
  const views = relations.filter(isView).map((table) => relationText(catalog, table, columnsOf(table), true));
  const functionNames = [...new Set(catalog.functions.map((fn) => fn.name))];
  const functions = functionNames.map((name) => {
    const overloads = catalog.functions.filter((fn) => fn.name === name).map((fn) => functionText(catalog, fn));
    const body = overloads.length === 1 ? `{\n${overloads[0]}\n      }` : overloads.map((text) => `\n        | {\n${text}\n        }`).join('');
    return `      ${key(name)}: ${body};`;
  });
  const enums = catalog.enums.map((e) => `      ${key(e.name)}: ${e.labels.map((label) => JSON.stringify(label)).join(' | ')};`);
  const block = (items: string[]) => (items.length === 0 ? '{ [_ in never]: never }' : `{\n${items.join('\n')}\n    }`);
  return `// Generated by \`npm run db:types\` from supabase/migrations (local-supabase/src/typegen.ts). Do not edit.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // PostgREST 12 serves the API (local-supabase's binary, as Supabase's platform).
  __InternalSupabase: { PostgrestVersion: '12' };
  public: {
    Tables: ${block(tables)};
    Views: ${block(views)};
    Functions: ${block(functions)};
    Enums: ${block(enums)};
    CompositeTypes: { [_ in never]: never };
  };
};

type PublicSchema = Database['public'];

/** A row of a table or view: \`Tables<'blog_posts'>\`. */
export type Tables<Name extends keyof PublicSchema['Tables'] | keyof PublicSchema['Views']> = Name extends keyof PublicSchema['Tables']
  ? PublicSchema['Tables'][Name]['Row']
  : Name extends keyof PublicSchema['Views']
    ? PublicSchema['Views'][Name]['Row']
    : never;
/** What an insert into a table may carry. */
export type TablesInsert<Name extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][Name]['Insert'];
/** What an update of a table may carry. */
export type TablesUpdate<Name extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][Name]['Update'];
/** Arguments and result of a database function called with \`rpc()\`. */
export type DbFunction<Name extends keyof PublicSchema['Functions']> = PublicSchema['Functions'][Name];
`;
}

/** Where the generated types live: one file every app, script and test imports (shared-core/database). */
export const DATABASE_TYPES_FILE = resolve(REPO_DIR, 'shared-core/src/database.types.ts');

/** The types of supabase/migrations (or another folder): applied to a throw-away PGlite database, then read back. */
export async function typesOfMigrations(migrationsDir?: string): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'db-types-'));
  const db = await openDatabase({ dataDir });
  try {
    await migrate(db, { seed: false, migrationsDir });
    return await databaseTypes(db);
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
