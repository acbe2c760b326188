/**
 * A reply's JSON already written as text, typed as the value it encodes: what a handler answers when it keeps a
 * large view serialized (the roster of a solution), so that each call sends the text instead of writing the same
 * JSON again. The router sends it as it is (contract-routes.ts).
 */
export class JsonText<T> {
  /** Only ties the text to the type it encodes; never set. */
  declare readonly encodes?: T;
  constructor(readonly text: string) {}

  static of<T>(value: T): JsonText<T> {
    return new JsonText<T>(JSON.stringify(value));
  }
}
