import { inject, injectable } from 'inversify';
import { BehaviorSubject, Observable, Subscription, timer, type SchedulerLike } from 'rxjs';
import { SNACKBAR_DURATION_MS } from '@licita/domain';
import { token } from '../../token';
import { CORE_PORTS } from '../ports';

export type Severity = 'success' | 'error' | 'info' | 'warning';
export interface Notification {
  id: number;
  message: string;
  severity: Severity;
}

/** The snackbar: one message at a time, gone after 6000 ms; severity success by default. */
@injectable()
export class Notifier {
  private readonly subject = new BehaviorSubject<Notification | null>(null);
  readonly current$: Observable<Notification | null> = this.subject.asObservable();
  private hide?: Subscription;
  private seq = 0;

  constructor(@inject(CORE_PORTS.Scheduler) private readonly scheduler: SchedulerLike) {}

  show(message: string, severity: Severity = 'success'): void {
    this.hide?.unsubscribe();
    this.subject.next({ id: ++this.seq, message, severity });
    this.hide = timer(SNACKBAR_DURATION_MS, this.scheduler).subscribe(() => this.subject.next(null));
  }
  error(message: string): void {
    this.show(message, 'error');
  }
  dismiss(): void {
    this.hide?.unsubscribe();
    this.subject.next(null);
  }
  get current(): Notification | null {
    return this.subject.value;
  }
}

export const NOTIFIER = token<Notifier>('Notifier');
