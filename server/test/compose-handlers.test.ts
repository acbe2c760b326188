import { describe, expect, it } from 'vitest';
import { composeHandlers, wrap } from '../src/http/compose-handlers';
import type { Call, ConfigHandlers } from '../src/http/context';
import { configHostHandlers } from '../src/hosts/config-host';
import { userHostHandlers } from '../src/hosts/user-host';

const call = { params: { id: 'x' } } as Call<'getSimulation'>;
const simulation = (name: string) => ({ name }) as unknown as Awaited<ReturnType<NonNullable<ConfigHandlers['getSimulation']>>>;

describe('composeHandlers', () => {
  it('refuses an operationId implemented by two maps, naming it', () => {
    const first: ConfigHandlers = { getSimulation: async () => simulation('first') };
    const second: ConfigHandlers = { getSimulation: async () => simulation('second') };
    expect(() => composeHandlers(first, second)).toThrow(/'getSimulation'/);
  });

  it('extends a handler through an explicit wrapper, in the order composed', async () => {
    const base: ConfigHandlers = { getSimulation: async () => simulation('base') };
    const composed = composeHandlers(
      base,
      wrap('getSimulation', (inner) => async (c) => simulation(`wrapped ${((await inner(c)) as { name: string }).name}`)),
    );
    expect(await composed.getSimulation!(call)).toEqual({ name: 'wrapped base' });
  });

  it('refuses a wrapper of an operation nothing implements yet, naming it', () => {
    expect(() => composeHandlers<'getSimulation'>(wrap('getSimulation', (inner) => inner))).toThrow(/'getSimulation'/);
  });

  it("composes both hosts' handlers without a duplicate", () => {
    expect(typeof configHostHandlers.getSimulation).toBe('function');
    expect(typeof configHostHandlers.launchSimulation).toBe('function');
    expect(typeof userHostHandlers.authToken).toBe('function');
  });
});
