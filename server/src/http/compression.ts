/**
 * Answers compressed when the client accepts it (brotli, else gzip) and they are worth it: a big tender's
 * simulation, roster or list is megabytes of JSON that shrinks ten times; an answer under the threshold goes as is.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this (bytes) are sent uncompressed: the headers would cost more than they save. */
export const COMPRESSION_THRESHOLD = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // brotli at the plugin's quality 4: near gzip's speed, smaller; request bodies are not decompressed
  await app.register(fastifyCompress, { global: true, threshold: COMPRESSION_THRESHOLD, encodings: ['br', 'gzip'] });
}
