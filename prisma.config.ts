import { existsSync } from "node:fs";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { defineConfig } from "prisma/config";

// Same .env convention as the bot (src/config), so `npx prisma migrate deploy` by hand works.
if (existsSync(".env")) process.loadEnvFile(".env");

// `prisma generate` and `prisma migrate diff` need no database, but when
// DATABASE_URL is unset the CLI cannot read the datasource block and falls
// back to downloading native engines, which fails offline. This placeholder
// keeps it on the WASM path; it points at a closed port on purpose, so that a
// command that does need a database fails instead of reaching a default one.
process.env.DATABASE_URL ??= "postgresql://DATABASE_URL-is-unset@127.0.0.1:1/unset";

// adapter-pg 6.19 rejects Postgres' internal `name` type (OID 19), which the
// schema engine's catalog queries return (prisma/prisma issue 27403, open).
// Reporting it as `text` (OID 25) is exact for our purpose. The same holds for
// the one-byte `"char"` type (OID 18), which appears once the engine describes
// a non-empty schema (`migrate diff --from-migrations`).
const CHAR_OID = 18;
const NAME_OID = 19;
const TEXT_OID = 25;
const asText = <R extends { fields?: { dataTypeID: number }[] }>(r: R) => {
  for (const f of r?.fields ?? []) {
    if (f.dataTypeID === NAME_OID || f.dataTypeID === CHAR_OID) f.dataTypeID = TEXT_OID;
  }
  return r;
};

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void;

class MigrationPool extends pg.Pool {
  override async query(...args: unknown[]) {
    return asText(await (super.query as (...a: unknown[]) => Promise<pg.QueryResult>)(...args));
  }
  // pg.Pool#query calls connect(cb) internally: keep the callback form intact.
  override connect(): Promise<pg.PoolClient>;
  override connect(cb: ConnectCallback): void;
  override connect(cb?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (cb) {
      super.connect(cb);
      return;
    }
    return (async () => {
      const client = await super.connect();
      const query = client.query.bind(client) as (...a: unknown[]) => Promise<pg.QueryResult>;
      client.query = (async (...args: unknown[]) => asText(await query(...args))) as typeof client.query;
      return client;
    })();
  }
}

// The schema engine makes the shadow database of `migrate diff --from-migrations`
// through a plain pg.Pool of its own, which lacks the shim above; build it from
// MigrationPool as well (author migrations against a server, see README).
class MigrationAdapterFactory extends PrismaPg {
  constructor(private readonly url: string) {
    super(new MigrationPool({ connectionString: url }));
  }

  override async connectToShadowDb() {
    const main = await this.connect();
    const name = `prisma_migrate_shadow_db_${crypto.randomUUID()}`;
    await main.executeScript(`CREATE DATABASE "${name}"`);
    const shadowUrl = new URL(this.url);
    shadowUrl.pathname = `/${name}`;
    const shadowPool = new MigrationPool({ connectionString: shadowUrl.href });
    const shadow = await new PrismaPg(shadowPool, { disposeExternalPool: true }).connect();
    const disposeShadow = shadow.dispose.bind(shadow);
    shadow.dispose = async () => {
      await disposeShadow();
      await main.executeScript(`DROP DATABASE "${name}"`);
      await main.dispose();
    };
    return shadow;
  }
}

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  adapter: async () => new MigrationAdapterFactory(process.env.DATABASE_URL ?? ""),
});
