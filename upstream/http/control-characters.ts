import type { FastifyInstance } from 'fastify';
import { validationError } from '../errors';

/**
 * C0 control characters but tab, newline and carriage return. PostgreSQL refuses NUL in
 * text (an HTTP 500), and none of the others belongs in anything a member types.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point: they are refused
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
const hasControl = (text: string) => CONTROL_CHARACTERS.test(text);

/** Whether a string anywhere in `value` (a key or a value, at any depth) holds a control character. */
function containsControl(value: unknown): boolean {
  // A loop, not recursion: a deeply nested body must not overflow the stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (hasControl(item)) return true;
    } else if (Array.isArray(item)) {
      for (const nested of item) pending.push(nested); // not push(...item): a long array overflows the argument limit
    } else if (typeof item === 'object' && item !== null && !Buffer.isBuffer(item)) {
      for (const [key, nested] of Object.entries(item)) {
        if (hasControl(key)) return true;
        pending.push(nested);
      }
    }
  }
  return false;
}

/**
 * The field to name for the first control character in a query or a body: its top-level
 * name (what the member filled in), or `whole` when the input is not an object or a name
 * itself holds one. Undefined when there is none.
 */
export function fieldWithControlCharacters(input: unknown, whole: string): string | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input) || Buffer.isBuffer(input)) {
    return containsControl(input) ? whole : undefined;
  }
  for (const [key, value] of Object.entries(input)) {
    if (hasControl(key)) return whole;
    if (containsControl(value)) return key;
  }
  return undefined;
}

/**
 * One guard for every route, before any handler runs: a control character anywhere in the
 * query or the JSON body is refused as VALIDATION naming the field, so nothing reaches the
 * database. Upload bodies arrive as bytes (a Buffer) and are not text: they are exempt.
 */
export function registerControlCharacterGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field =
      fieldWithControlCharacters(request.query, 'query') ?? fieldWithControlCharacters(request.body, 'body');
    if (field !== undefined) throw validationError(field, 'field.control', { field });
  });
}
