import { createHash } from "node:crypto";
import pg from "pg";
import type { Prisma } from "../generated/prisma/client.ts";
import { type PrismaClient, poolOf } from "./prisma.ts";
import { parseTimestamptz, pgTimestamptz } from "./timestamptz.ts";

// A statement built with Prisma.sql, run on the pg pool under the Prisma client (createPrismaClient)
// rather than through Prisma's runtime: the same SQL on the same connections, without Prisma's
// per-query work (its query compiler and adapter: more CPU than the rest of a click's query, issue
// 22). Without a pool of ours (a client made elsewhere), through Prisma as before.

/** The rows of `statement`, on `prisma`'s pg pool when it has one. */
export async function poolRows<T>(prisma: PrismaClient, statement: Prisma.Sql): Promise<T[]> {
  const pool = poolOf(prisma);
  if (!pool) return prisma.$queryRaw<T[]>(statement);
  // Named, so that each connection parses it once: later runs send only its parameters.
  const { text } = statement;
  // The pool answers a `Query` with a promise of its result too (pg-pool's query; @types/pg types
  // a client's, which hands the query back).
  const running = pool.query(namedQuery(text, statement.values)) as unknown as Promise<pg.QueryResult>;
  return (await running).rows as T[];
}

/**
 * The statement `text` as a prepared statement of its own name with these values: handed to the
 * pool as a pg `Query`, which the pool's client runs as it is. A config object instead is copied
 * by pg (all its property descriptors, at every query) and given a promise of its own beside the
 * pool's, with a rejection handler — a click's save paid both (issue 22). The pool's promise
 * resolves with the same result, or rejects with the same error.
 */
function namedQuery(text: string, values: readonly unknown[]): pg.Query {
  // Built from its text alone (no copy of a config); the name is read when it is sent.
  const query = new pg.Query(text, values as unknown[]);
  const name = statementName(text);
  const open = query as unknown as OpenQuery;
  open.name = name;
  // Its rows read with the field setup of the statement's earlier results (`StatementResult`).
  open._result = open._results = new StatementResult(name);
  return query;
}

/** The parts of a pg `Query` that `namedQuery` sets (pg's own fields: lib/query.js). */
interface OpenQuery {
  name: string;
  _result: ResultInternals;
  _results: ResultInternals;
}

/** What pg's `Result.addFields` makes of a statement's row description (lib/result.js). */
interface FieldSetup {
  fields: readonly pg.FieldDef[];
  parsers: unknown[] | undefined;
  template: object;
}

/** pg's `Result` as lib/result.js has it (@types/pg leaves out what a query calls). */
interface ResultInternals {
  fields: pg.FieldDef[];
  _parsers: unknown[] | undefined;
  _prebuiltEmptyResultObject: object;
  _types: object | undefined;
  addFields(fieldDescriptions: pg.FieldDef[]): void;
}
const Result = pg.Result as unknown as new (rowMode: undefined, types: undefined) => ResultInternals;

/**
 * Per client's type parsers (pg sets each query's result to its client's, `_types`: the same
 * defaults for every client of a pool made without types) and prepared statement: the field setup
 * of its last result (a handful of statements per connection).
 */
const fieldSetups = new WeakMap<object, Map<string, FieldSetup>>();
/** A result's parsers when pg did not set its client's (a result made by hand). */
const NO_TYPES = {};

/**
 * A prepared statement's result, whose row description is set up as pg does it once per statement
 * rather than at every run. pg's `addFields` looks up each column's type parser and builds the
 * rows' empty template by copying a prototype-less object: a dictionary, whose copy takes V8's
 * slow path (~3 µs for four columns, 1.4 % of a click's CPU for its one save, issue 22). Here the
 * parsers and the template of the statement's first result serve the next ones (each row is still
 * copied from the template, as pg does): the same rows. A description that differs in any
 * column's name, type or format (never, for a statement of one text) is set up anew.
 */
class StatementResult extends Result {
  constructor(private readonly statement: string) {
    // As pg's Query makes its result (no row mode, no types of its own: pg-types' parsers).
    super(undefined, undefined);
  }

  override addFields(fieldDescriptions: pg.FieldDef[]): void {
    const types = this._types ?? NO_TYPES;
    let setups = fieldSetups.get(types);
    if (!setups) {
      setups = new Map();
      fieldSetups.set(types, setups);
    }
    const known = setups.get(this.statement);
    if (known && sameFields(known.fields, fieldDescriptions)) {
      this.fields = fieldDescriptions;
      this._parsers = known.parsers;
      this._prebuiltEmptyResultObject = known.template;
      return;
    }
    super.addFields(fieldDescriptions);
    // pg's own `timestamptz` parser (not one a client set): the same Dates by a quicker read.
    const parsers = this._parsers;
    if (parsers)
      for (let i = 0; i < parsers.length; i++)
        if (parsers[i] === pgTimestamptz) parsers[i] = parseTimestamptz;
    // pg never changes a result's parsers or its rows' template after its `addFields` (each row is
    // a copy of the template): they are shared by the statement's next results.
    setups.set(this.statement, {
      fields: fieldDescriptions,
      parsers: this._parsers,
      template: this._prebuiltEmptyResultObject,
    });
  }
}

function sameFields(known: readonly pg.FieldDef[], fields: readonly pg.FieldDef[]): boolean {
  if (known.length !== fields.length) return false;
  for (let i = 0; i < fields.length; i++) {
    const a = known[i] as pg.FieldDef;
    const b = fields[i] as pg.FieldDef;
    if (a.name !== b.name || a.dataTypeID !== b.dataTypeID || a.format !== b.format) return false;
  }
  return true;
}

const statementNames = new Map<string, string>();
/** A prepared statement's name, one per distinct text (a handful per store). */
export function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `smashup_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`;
    statementNames.set(text, name);
  }
  return name;
}
