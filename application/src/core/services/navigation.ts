import { injectable } from 'inversify';
import { Observable, Subject } from 'rxjs';
import { token } from '../../token';

/** Redirect requests made by use cases (/login, /404, /notfound); the ui's router performs them. */
@injectable()
export class Navigation {
  private readonly subject = new Subject<string>();
  readonly requests$: Observable<string> = this.subject.asObservable();
  go(path: string): void {
    this.subject.next(path);
  }
}

export const NAVIGATION = token<Navigation>('Navigation');
