declare const carries: unique symbol;

/**
 * A container token that names the type bound to it: `container.get` and the ui's `useService(TOKENS.X)` read the
 * type from the token, so a token cannot be asked for as something else.
 */
export type Token<T> = symbol & { readonly [carries]?: T };

/** The token `Symbol.for('licita.<name>')`, typed as `T`. */
export const token = <T>(name: string): Token<T> => Symbol.for(`licita.${name}`) as Token<T>;

/**
 * The tokens of use cases, each named as its class: `useCaseTokens<typeof uc>()('A', 'B')` is
 * `{ A: token<A>('A'), B: token<B>('B') }`, where `uc` is the module that declares A and B (imported as a type).
 */
export function useCaseTokens<M>() {
  return <K extends keyof M & string>(...names: K[]) =>
    Object.fromEntries(names.map((name) => [name, token(name)])) as {
      [P in K]: Token<M[P] extends abstract new (...args: never[]) => infer I ? I : never>;
    };
}
