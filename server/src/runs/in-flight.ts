/** The re-costings a process has started and not finished (`Deps.recosts`): tests and shutdown wait for them. */
export class InFlight {
  private readonly jobs = new Set<Promise<void>>();

  /** Follows a job until it settles. */
  track(job: Promise<unknown>): void {
    const tracked = job.then(
      () => undefined,
      () => undefined,
    );
    this.jobs.add(tracked);
    void tracked.finally(() => this.jobs.delete(tracked));
  }

  /** Resolves when no job tracked here is running. */
  async idle(): Promise<void> {
    while (this.jobs.size) await Promise.allSettled([...this.jobs]);
  }
}
