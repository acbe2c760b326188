/** 'Importar desde la Plataforma' as a use case: the file checked, uploaded and read; the import with the chosen lots. */
import { describe, expect, it } from 'vitest';
import { lastValueFrom } from 'rxjs';
import { ImportFromPlatform, Login, PlacspImportError, TOKENS, type PlacspNotice } from '../src/index';
import { InMemoryPlacspGateway } from '../src/fakes';
import { setup } from './helpers';

const NOTICE = { file_number: '2026/LIM-014', lots: [{ id: '1' }, { id: '2' }] } as unknown as PlacspNotice;

async function loggedIn(gateway: InMemoryPlacspGateway) {
  const ctx = setup();
  ctx.backend.placsp = gateway;
  await lastValueFrom(ctx.get<Login>(TOKENS.Login).execute({ email: 'admin@demo.es', password: 'demo1234', remember: false }));
  return ctx;
}
const failure = async (o: Promise<unknown>) =>
  o.then(
    () => null,
    (e: unknown) => (e instanceof PlacspImportError ? e.message : e),
  );

describe('ImportFromPlatform', () => {
  it('uploads an .atom file, reads its notices and imports the chosen lots', async () => {
    const gateway = new InMemoryPlacspGateway([NOTICE]);
    const { get } = await loggedIn(gateway);
    const importer = get<ImportFromPlatform>(TOKENS.ImportFromPlatform);
    const read = await lastValueFrom(importer.read(new File(['<feed/>'], 'anuncio.atom')));
    expect(read).toEqual({ source: { upload_id: 'placsp-anuncio.atom' }, notices: [NOTICE] });
    expect(await lastValueFrom(importer.create(read.source, 0, ['2']))).toEqual({
      id: 'p-imported',
      simulation_ids: ['s-lot-2'],
    });
    expect(gateway.imports).toEqual([{ source: { upload_id: 'placsp-anuncio.atom' }, entryIndex: 0, lots: ['2'] }]);
  });

  it('refuses another kind of file before uploading, and shows the server refusal in Spanish', async () => {
    const { get } = await loggedIn(
      new InMemoryPlacspGateway([], 'El archivo declara un tipo de documento (DOCTYPE) o entidades: por seguridad no se admite.'),
    );
    const importer = get<ImportFromPlatform>(TOKENS.ImportFromPlatform);
    expect(await failure(lastValueFrom(importer.read(null)))).toBe('Elija el archivo del anuncio (.atom o .xml)');
    expect(await failure(lastValueFrom(importer.read(new File(['x'], 'anuncio.pdf'))))).toBe(
      'Solo se admiten anuncios de la Plataforma guardados como .atom o .xml',
    );
    expect(await failure(lastValueFrom(importer.read(new File(['x'], 'anuncio.xml'))))).toBe(
      'El archivo declara un tipo de documento (DOCTYPE) o entidades: por seguridad no se admite.',
    );
    expect(await failure(lastValueFrom(importer.readAddress('anuncio')))).toBe(
      'Escriba la dirección completa del anuncio (https://…)',
    );
  });
});
