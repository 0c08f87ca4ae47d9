import { printSchema } from 'graphql';
import { schema } from '../bff/schema';

/** The schema as committed in schema.graphql. */
export function printedSchema(): string {
  return `${printSchema(schema)}\n`;
}
