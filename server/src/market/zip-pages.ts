/**
 * The ATOM pages inside a ZIP archive on disk (the Plataforma's monthly open-data archives), each streamed from
 * its place in the file and inflated as it is read: the archive is never loaded whole. Its central directory is
 * read from the file's end (ZIP64 included, as archives of several GB use it).
 */
import { open, type FileHandle } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { createInflateRaw } from 'node:zlib';
import { pipeline } from 'node:stream';
import { PlacspFileError } from '../placsp/xml-tree';

export interface ZipPage {
  name: string;
  method: number;
  compressed: number;
  localOffset: number;
}

const NOT_ZIP = 'El archivo ZIP está dañado: no se encuentra su directorio central.';

async function bytesAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** Where the central directory is and how many entries it has (end record, or its ZIP64 record). */
async function directoryPlace(file: FileHandle, size: number): Promise<{ offset: number; count: number; length: number }> {
  const tailStart = Math.max(0, size - 65_557);
  const tail = await bytesAt(file, tailStart, size - tailStart);
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) !== 0x06054b50) continue;
    let count = tail.readUInt16LE(i + 10);
    let length = tail.readUInt32LE(i + 12);
    let offset = tail.readUInt32LE(i + 16);
    if (count === 0xffff || offset === 0xffffffff || length === 0xffffffff) {
      const locator = i - 20;
      if (locator < 0 || tail.readUInt32LE(locator) !== 0x07064b50) throw new PlacspFileError(NOT_ZIP);
      const record = await bytesAt(file, Number(tail.readBigUInt64LE(locator + 8)), 56);
      if (record.length < 56 || record.readUInt32LE(0) !== 0x06064b50) throw new PlacspFileError(NOT_ZIP);
      count = Number(record.readBigUInt64LE(32));
      length = Number(record.readBigUInt64LE(40));
      offset = Number(record.readBigUInt64LE(48));
    }
    return { offset, count, length };
  }
  throw new PlacspFileError(NOT_ZIP);
}

/** A central directory entry's ZIP64 extra field gives the sizes and offset its fixed fields leave at 0xffffffff. */
function zip64Values(extra: Buffer, compressed: number, uncompressed: number, localOffset: number) {
  for (let p = 0; p + 4 <= extra.length; p += 4 + extra.readUInt16LE(p + 2)) {
    if (extra.readUInt16LE(p) !== 0x0001) continue;
    let q = p + 4;
    const next = () => Number(extra.readBigUInt64LE((q += 8) - 8));
    if (uncompressed === 0xffffffff) next();
    if (compressed === 0xffffffff) compressed = next();
    if (localOffset === 0xffffffff) localOffset = next();
  }
  return { compressed, localOffset };
}

/** The archive's .atom and .xml entries, in the directory's order. */
export async function zipPages(path: string): Promise<ZipPage[]> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const place = await directoryPlace(file, size);
    const directory = await bytesAt(file, place.offset, place.length);
    const pages: ZipPage[] = [];
    for (let p = 0, i = 0; i < place.count; i++) {
      if (p + 46 > directory.length || directory.readUInt32LE(p) !== 0x02014b50) throw new PlacspFileError(NOT_ZIP);
      const nameLength = directory.readUInt16LE(p + 28);
      const extraLength = directory.readUInt16LE(p + 30);
      const name = directory.toString('utf8', p + 46, p + 46 + nameLength);
      const extra = directory.subarray(p + 46 + nameLength, p + 46 + nameLength + extraLength);
      const { compressed, localOffset } = zip64Values(
        extra,
        directory.readUInt32LE(p + 20),
        directory.readUInt32LE(p + 24),
        directory.readUInt32LE(p + 42),
      );
      if (/\.(atom|xml)$/i.test(name)) pages.push({ name, method: directory.readUInt16LE(p + 10), compressed, localOffset });
      p += 46 + nameLength + extraLength + directory.readUInt16LE(p + 32);
    }
    return pages;
  } finally {
    await file.close();
  }
}

/** The page's bytes, read from the archive and inflated as they stream. */
export async function pageStream(path: string, page: ZipPage): Promise<AsyncIterable<Uint8Array>> {
  const file = await open(path, 'r');
  let header: Buffer;
  try {
    header = await bytesAt(file, page.localOffset, 30);
  } finally {
    await file.close();
  }
  if (header.length < 30 || header.readUInt32LE(0) !== 0x04034b50)
    throw new PlacspFileError(`El archivo ZIP está dañado en «${page.name}».`);
  const start = page.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const raw = createReadStream(path, { start, end: start + page.compressed - 1, highWaterMark: 256 * 1024 });
  if (page.method === 0) return raw;
  if (page.method !== 8) throw new PlacspFileError(`«${page.name}» usa un método de compresión que no se admite.`);
  // pipeline: a read error or damaged deflate data ends the iteration with that error
  return pipeline(raw, createInflateRaw(), () => {});
}

/** Whether the file starts as a ZIP archive does. */
export async function isZipFile(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const head = await bytesAt(file, 0, 4);
    return head.length === 4 && head.readUInt32LE(0) === 0x04034b50;
  } finally {
    await file.close();
  }
}
