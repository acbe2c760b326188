/**
 * A reply's JSON already written, as UTF-8 bytes, typed as the value it encodes: what a handler answers when it
 * keeps a large view serialized (the roster of a solution), so that each call sends the bytes instead of writing
 * the same JSON, and encoding it, again. The router sends them as they are (contract-routes.ts).
 */
export class JsonText<T> {
  /** Only ties the bytes to the type they encode; never set. */
  declare readonly encodes?: T;
  constructor(readonly bytes: Buffer) {}

  static of<T>(value: T): JsonText<T> {
    return new JsonText<T>(Buffer.from(JSON.stringify(value)));
  }
}
