// The shape of a database's schema, for comparing two files: every table, index and trigger by name, each with its
// SQL (spacing and quotes aside, which ALTER TABLE rewrites), and each table's columns, indexes and foreign keys as
// SQLite reports them.
import type { Client } from "@libsql/client";

export interface SchemaDump {
  objects: { type: string; name: string; table: string; sql: string | null }[];
  tables: Record<string, { columns: unknown[]; indexes: unknown[]; foreignKeys: unknown[] }>;
}

/** SQL as SQLite stores it, with quotes and the spacing ALTER TABLE leaves around punctuation removed. */
export function normalizeSql(sql: string): string {
  return sql
    .replace(/["`]/g, "")
    .replace(/\s+/g, " ")
    .replace(/\s*([(),])\s*/g, "$1")
    .trim();
}

const plain = (rows: Iterable<Record<string, unknown>>) => [...rows].map((row) => ({ ...row }));

export async function schemaDump(client: Pick<Client, "execute">): Promise<SchemaDump> {
  const master = await client.execute("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name");
  const objects = master.rows.map((row) => ({
    type: String(row.type),
    name: String(row.name),
    table: String(row.tbl_name),
    sql: row.sql === null ? null : normalizeSql(String(row.sql)),
  }));
  const tables: SchemaDump["tables"] = {};
  for (const { name } of objects.filter((object) => object.type === "table")) {
    const indexes: { name: string; unique: unknown; origin: unknown; partial: unknown; columns: unknown[] }[] = [];
    for (const index of (await client.execute(`PRAGMA index_list(${name})`)).rows) {
      const info = await client.execute(`PRAGMA index_xinfo(${String(index.name)})`);
      // seq is only the list's order, which differs with the order the indexes were made in.
      const { unique, origin, partial } = index;
      indexes.push({ name: String(index.name), unique, origin, partial, columns: plain(info.rows) });
    }
    indexes.sort((a, b) => a.name.localeCompare(b.name));
    tables[name] = {
      columns: plain((await client.execute(`PRAGMA table_info(${name})`)).rows),
      indexes,
      foreignKeys: plain((await client.execute(`PRAGMA foreign_key_list(${name})`)).rows),
    };
  }
  return { objects, tables };
}
