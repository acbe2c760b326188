/**
 * Progress events (Progreso) of a run written as the engine reports them. The SQL is the simulation's
 * (../simulations/event-repository.ts), since the Formulario import writes events too.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { appendEvents, type EventInput } from '../simulations/event-repository';

/**
 * Writes events in order without making the engine wait: `push` queues, one insert at a time takes everything
 * queued so far; `flush` waits until all are written.
 */
export class EventWriter {
  private queue: EventInput[] = [];
  private running: Promise<void> | null = null;
  private failed: unknown = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly simulationId: string,
    private readonly runId: string | null,
  ) {}

  push(e: EventInput): void {
    this.queue.push(e);
    this.running ??= this.drain();
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length) {
        const batch = this.queue.splice(0, this.queue.length);
        await appendEvents(this.db, this.simulationId, this.runId, batch).catch((error) => {
          this.failed = error;
        });
      }
    } finally {
      this.running = null;
    }
  }

  async flush(): Promise<void> {
    while (this.running || this.queue.length) await (this.running ?? (this.running = this.drain()));
    if (this.failed) {
      const error = this.failed;
      this.failed = null;
      throw error;
    }
  }
}
