import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastValueFrom } from 'rxjs';
import { INPUT_MESSAGES } from '@licita/domain';
import { CreateSimulation, CreateTender, TOKENS } from '../../src/index';
import { realServer } from './real-server';

let ctx: Awaited<ReturnType<typeof realServer>>;
beforeAll(async () => {
  ctx = await realServer();
}, 60_000);
afterAll(() => ctx?.close());

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as Error,
  );

describe('simulations of a tender, on the real server', () => {
  it('a name taken in the tender is refused by the server when the client did not know it', async () => {
    const tender = await lastValueFrom(ctx.get<CreateTender>(TOKENS.CreateTender).execute('Limpieza Ayuntamiento'));
    const create = ctx.get<CreateSimulation>(TOKENS.CreateSimulation);
    const id = await lastValueFrom(create.execute(tender, 'Base', []));
    expect(id).toMatch(/[0-9a-f-]{36}/);
    const refused = await rejection(lastValueFrom(create.execute(tender, 'base', [])));
    expect(refused?.message).toBe(INPUT_MESSAGES.nameTaken);
  });
});
