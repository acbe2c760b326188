/** Files behind the API's signed download links, fetched through the app as a browser follows the link. */
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** The answer behind a signed download link; it must be the file (200). */
export async function fetchLinked(app: FastifyInstance, link: string) {
  const url = new URL(link);
  const file = await app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(file.statusCode, file.body).toBe(200);
  return file;
}

/** Bytes opened as a workbook, as ExcelJS reads a downloaded file. */
export async function openWorkbook(data: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  return wb;
}

/** The workbook behind a signed download link. */
export async function linkedWorkbook(app: FastifyInstance, link: string): Promise<ExcelJS.Workbook> {
  return openWorkbook((await fetchLinked(app, link)).rawPayload);
}
