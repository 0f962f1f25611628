// Creates an empty PostgreSQL database for the browser suite; the server migrates and seeds it.
import pg from "pg";

const target = new URL(process.argv[2] ?? "");
const name = target.pathname.slice(1);
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Bad database name: ${name}`);
const admin = new URL(target);
admin.pathname = "/postgres";
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await client.query(`CREATE DATABASE ${name}`);
await client.end();
