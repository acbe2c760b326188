/**
 * A solution far larger than one part of its JSON text (document-repository.ts `solutionText`: rows of TEXT_PART
 * bytes), with names in several scripts and an emoji placed where the text is cut: the database cuts inside its
 * four bytes and the reader's decoder puts it whole at the start of the next part (a part ends in '芳', the next
 * starts with '😀'); a whole text is cut for the document thread in UTF-16 units (document-kinds.ts `textParts`),
 * between an emoji's halves. The parts join to exactly the stored output, and the solution
 * workbook the preparer downloads lists every name as stored. A document stored as JSON null reads as null. A
 * previous study's justification is built the same way from its solution's text: the PDF lists every person.
 * On PGlite and, when it answers, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { peopleLabel, resultTotals, type Results } from '@licita/domain';
import { createTestApp, targets, type TestApp } from '../helpers';
import { pdfText } from '../pdf-text';
import { previousStudyFixture } from '../previous-studies-fixtures';
import { setQuota, waitEnd, world, type World } from './fixtures';
import { solutionText, studySolutionText } from '../../src/runs/document-repository';
import { TEXT_PART, textParts } from '../../src/documents/document-kinds';
import type { StoredOutput } from '../../src/runs/solution';
import type { StudySolution } from '../../src/previous-studies/stored-output';
import { linkedWorkbook } from '../linked-file';

const NAMES = ['Peña Ñúñez', 'Łukasz Żak', 'Ζωή Παπαδοπούλου', '王芳', 'Ana 🌻 Gómez'];
/** The emoji a database part is made to start with. */
const EMOJI = '😀';
/** Characters of the stored output's JSON text to reach at least (some four parts). */
const SIZE = 1_000_000;

type Worker = StoredOutput['roster']['workers'][number];

describe.each(await targets())('a solution larger than one part of its text (%s)', (target) => {
  let t: TestApp;
  let w: World;
  let token: string;
  let sim: string;

  const storedText = async () =>
    (
      await sql<{ text: string }>`select output::text as text from simulation_solution where simulation_id = ${sim}`.execute(
        t.database.db,
      )
    ).rows[0]!.text;
  const store = async (output: StoredOutput) => {
    await sql`update simulation_solution set output = ${JSON.stringify(output)}::jsonb, workbook_key = null
      where simulation_id = ${sim}`.execute(t.database.db);
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    w = await world(t, 'Solución grande');
    token = w.ws.adminToken;
    sim = w.base.sim;
    await setQuota(t, w.ws.id, null, 0);
    const res = await t.call('POST', `/api/simulation/${sim}/launch`, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect((await waitEnd(t, token, sim, 60_000)).status).toBe('Solved');
  }, 120_000);
  afterAll(() => t?.close());

  it('read in parts cut inside a multi-byte character, joined to the stored output; the workbook lists every name', async () => {
    const solved = JSON.parse(await storedText()) as StoredOutput;
    const template = solved.roster.workers[0]!;
    expect(template).toBeDefined();
    // `pad`: ASCII characters put before the first added name, moving every added emoji by as many bytes
    const enlarged = (count: number, pad = 0): StoredOutput => {
      const added = Array.from({ length: count }, (_, i): Worker => ({
        ...template,
        name: `${i === 0 ? 'x'.repeat(pad) : ''}${NAMES[i % NAMES.length]} 王芳${EMOJI} ${i}`,
      }));
      return { ...solved, roster: { ...solved.roster, workers: [...solved.roster.workers, ...added] } };
    };
    const perWorker = JSON.stringify(enlarged(1)).length - JSON.stringify(solved).length;
    const count = Math.ceil(SIZE / perWorker);

    // the database cuts bytes: the names are moved so that the first cut falls after the emoji's second byte
    await store(enlarged(count));
    const emoji = Buffer.from(EMOJI);
    const emojiAt = Buffer.from(await storedText()).lastIndexOf(emoji, TEXT_PART - 3);
    expect(emojiAt).toBeGreaterThan(0);
    const output = enlarged(count, TEXT_PART - 2 - emojiAt);
    await store(output);
    expect(Buffer.from(await storedText()).subarray(TEXT_PART - 2, TEXT_PART + 2)).toEqual(emoji);

    const solution = (await solutionText(t.database.db, sim))!;
    const parts = solution.output;
    const text = parts.join('');
    expect(text.length).toBeGreaterThan(SIZE);
    expect(parts.length).toBeGreaterThanOrEqual(4);
    // the cut character whole at the start of the next part; no part longer than TEXT_PART bytes and that character
    expect(Array.from(parts[0]!).at(-1)).toBe('芳');
    expect(Array.from(parts[1]!)[0]).toBe(EMOJI);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(TEXT_PART + 3);
    expect(text).not.toContain('\uFFFD');
    expect(JSON.parse(text)).toEqual(output);
    // a whole text the document thread is handed is cut in UTF-16 units: here between the emoji's two halves
    const [threadFirst, threadNext] = textParts(`${'a'.repeat(TEXT_PART - 1)}${EMOJI}`);
    expect(threadFirst!.endsWith('\ud83d')).toBe(true); // 😀 is U+D83D U+DE00 in UTF-16
    expect(threadNext).toBe('\ude00');
    // the input document the run used, in parts too, as the driver reads the column
    const { document } = await t.database.db
      .selectFrom('simulation_solution')
      .select('document')
      .where('simulation_id', '=', sim)
      .executeTakeFirstOrThrow();
    expect(document).not.toBeNull();
    expect(JSON.parse(solution.document!.join(''))).toEqual(document);

    // the workbook built from it (parts posted to the document thread, joined and parsed there) lists every name
    const link = await t.call('GET', `/api/simulation/${sim}/solution_url`, { token });
    expect(link.statusCode, link.body).toBe(200);
    const wb = await linkedWorkbook(t.app, link.json().download_url);
    const names: unknown[] = [];
    wb.getWorksheet('Cuadrante')!.eachRow((row, n) => n > 1 && names.push(row.getCell(1).value));
    expect(names).toEqual(output.roster.workers.map((x) => x.name));
  });

  it('a document stored as JSON null, or none, reads as null; no solution reads as nothing', async () => {
    await sql`update simulation_solution set document = 'null'::jsonb where simulation_id = ${sim}`.execute(t.database.db);
    const nullDocument = (await solutionText(t.database.db, sim))!;
    expect(nullDocument.document).toBeNull();
    expect(nullDocument.output.length).toBeGreaterThanOrEqual(4);
    await sql`update simulation_solution set document = null where simulation_id = ${sim}`.execute(t.database.db);
    expect((await solutionText(t.database.db, sim))!.document).toBeNull();
    expect(await solutionText(t.database.db, crypto.randomUUID())).toBeUndefined();
  });
});

describe.each(await targets())("a previous study's solution larger than one part of its text (%s)", (target) => {
  const { start, stop, call, ok, solvedStudy, db } = previousStudyFixture();
  /** Names the PDF's font prints (Latin Extended, Greek, Cyrillic). */
  const PEOPLE = ['Peña Ñúñez', 'Łukasz Żak', 'Ζωή Παπαδοπούλου', 'Дмитрий Ёлкин', 'Ștefan Țuțea'];

  let app: TestApp['app'];

  beforeAll(async () => {
    app = (await start(target)).t.app;
  }, 120_000);
  afterAll(() => stop());

  it('its justification PDF, built from the parts in the document thread, lists every person', async () => {
    const { id } = await solvedStudy('Estudio grande');
    const read = async () =>
      (await sql<{ text: string }>`select solution::text as text from previous_study where id = ${id}`.execute(db())).rows[0]!
        .text;
    const solved = JSON.parse(await read()) as StudySolution;
    const template = solved.output.employees.find((e) => e.kind === 'surrogate')!;
    const added = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ ...template, name: `${PEOPLE[i % PEOPLE.length]} ${i}` }));
    const perPerson = JSON.stringify(added(1)[0]).length + 2;
    const solution: StudySolution = {
      ...solved,
      output: { ...solved.output, employees: [...solved.output.employees, ...added(Math.ceil((2.5 * TEXT_PART) / perPerson))] },
    };
    await sql`update previous_study set solution = ${JSON.stringify(solution)}::jsonb where id = ${id}`.execute(db());

    const parts = (await studySolutionText(db(), id))!.solution;
    expect(parts.length).toBeGreaterThanOrEqual(3);
    expect(JSON.parse(parts.join(''))).toEqual(solution);

    const link = await call('GET', `/api/previous_study/${id}/justification_url`);
    ok(link);
    expect(link.json().filename).toBe('Justificacion_Estudio grande.pdf');
    const url = new URL(link.json().download_url);
    const file = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(file.statusCode).toBe(200);
    const text = await pdfText(file.rawPayload as Buffer);
    expect(text).toContain('Estudio previo: Estudio grande');
    const { employees } = solution.output;
    // the total is the headcount of the results the page shows; every row is printed
    expect(text).toContain(`Total (${peopleLabel(resultTotals(solution.output.results as unknown as Results).employees)})`);
    // a person a row; the substitutions of a category one row, as on the page
    for (const e of employees) expect(text).toContain(e.kind === 'substitute' ? `Sustituciones de ${e.category}` : e.name);
  });
});
