declare const carries: unique symbol;

/**
 * A container token that names the type bound to it: `container.get` and the ui's `useService(TOKENS.X)` read the
 * type from the token, so a token cannot be asked for as something else.
 */
export type Token<T> = symbol & { readonly [carries]?: T };

/** The token `Symbol.for('licita.<name>')`, typed as `T`. */
export const token = <T>(name: string): Token<T> => Symbol.for(`licita.${name}`) as Token<T>;
