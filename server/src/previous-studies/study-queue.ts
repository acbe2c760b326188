/** The in-process queue of previous-study jobs (`Deps.studyJobs`): one job at a time, after the request answers. */
export class StudyQueue {
  private tail: Promise<void> = Promise.resolve();
  private pending = 0;
  constructor(private readonly log: (message: string, error: unknown) => void) {}

  push(name: string, job: () => Promise<void>): void {
    this.pending++;
    this.tail = this.tail
      .then(() => new Promise<void>((resolve) => setImmediate(resolve))) // the request answers first
      .then(job)
      .catch((error) => this.log(`previous study job ${name} failed`, error))
      .finally(() => {
        this.pending--;
      });
  }

  async idle(): Promise<void> {
    while (this.pending) await this.tail;
  }
}
