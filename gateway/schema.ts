import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSchema } from 'graphql-yoga';
import type { GatewayContext } from './context.js';
import { resolvers } from './resolvers/index.js';

const schemaDir = join(import.meta.dirname, '..', 'schema');

/** Every `schema/*.graphql` file, in name order: the contract codegen reads too. */
export function loadTypeDefs(dir = schemaDir): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'));
}

export function createGatewaySchema() {
  return createSchema<GatewayContext>({ typeDefs: loadTypeDefs(), resolvers });
}
