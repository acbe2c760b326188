import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either.js';
import { API_MESSAGES, formatErrors, Role as RoleCodec, Workspace as WorkspaceCodec } from '@licita/domain';
import type { Project, Role, TaskStatus, Workspace } from '@licita/domain';
import type { PreviousStudyCard, SimulationCard, UserWorkspace } from '@licita/domain';
import { ApiError } from '../errors';
import type { PlacspGateway } from './placsp';
import type { SpreadsheetImportPort } from '../simulations/ports';
import { InMemoryPlacspGateway } from './placsp-memory';
import type { AuthGateway, ConnectionGateway, SavedSearchGateway, TenderGateway, WorkspaceGateway } from './ports';
import demo from './demo-workspace.json';

/** A recorded answer of the server (JSON beside its fake) in the contract's codec: a stale one fails here, naming its fields. */
export function recorded<A>(codec: t.Decoder<unknown, A>, json: unknown, file: string): A {
  const decoded = codec.decode(json);
  if (isLeft(decoded)) throw new Error(`${file}: ${formatErrors(decoded.left).join('; ')}`);
  return decoded.right;
}

// the demo workspace and the server's seeded roles (an administrator, an editor of all but agreements, a reader)
const Demo = t.type({ workspace: WorkspaceCodec, roles: t.type({ admin: RoleCodec, editor: RoleCodec, lector: RoleCodec }) });
const DEMO = recorded(Demo, demo, 'demo-workspace.json');
export const DEMO_WORKSPACE: Workspace = DEMO.workspace;
const DEMO_MEMBERSHIP = { id: DEMO_WORKSPACE.id, name: DEMO_WORKSPACE.name };
export const FAKE_ROLES: Record<'admin' | 'editor' | 'lector', Role> = DEMO.roles;

/** A three-part token the fakes hand out. */
export function fakeToken(sub = 'user-1', exp?: number): string {
  const b64 = (s: string) => btoa(s).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64('{"alg":"HS256","typ":"JWT"}')}.${b64(JSON.stringify(exp === undefined ? { sub } : { sub, exp }))}.c2lnbmF0dXJl`;
}

export type FakeUser = { email: string; password?: string; workspaces: UserWorkspace[] };

type Cards = 'simulations' | 'previousStudies';
type Card<L extends Cards> = InMemoryBackend[L][number];
type Data = 'users' | 'workspaces' | 'roles' | 'projects' | 'simulations' | 'previousStudies' | 'latency';
export type InMemoryBackendOptions = Partial<Pick<InMemoryBackend, Data>> & {
  /** Refusals recorded before the first call (`refuseNext`'s arguments): a story's server refusal. */
  refusals?: Parameters<InMemoryBackend['refuseNext']>[];
};

/** Projects named "Licitación 1" … "Licitación n", newest first. */
export function fakeProjects(n: number, workspace_id = DEMO_WORKSPACE.id): Project[] {
  return Array.from({ length: n }, (_, i) => {
    const uid = `p-${String(n - i).padStart(4, '0')}`;
    const created_at = new Date(Date.UTC(2024, 0, 1, 0, 0, n - i)).toISOString();
    return { id: uid, uid, name: `Licitación ${n - i}`, simulation_number: (n - i) % 4, workspace_id, created_at };
  });
}

/** A file in the fake file store at `path` (its last part `name`, encoded): its download address and name. */
export const fakeFile = (path: string, name = '') => {
  const download_url = `https://files.example/${path}${encodeURIComponent(name)}`;
  return { download_url, filename: name };
};

/** Whether an item has the id. */
export const withId = (id: string | null) => (x: { id: string }) => x.id === id;

/** Calls no story or test makes: answered, should one come, with the server's unknown error (501). */
export function unfaked<K extends string>(...names: K[]): Record<K, () => Promise<never>> {
  const refused = (n: string) => () => Promise.reject(new ApiError(501, API_MESSAGES.unknown, n));
  return Object.fromEntries(names.map((n) => [n, refused(n)])) as Record<K, () => Promise<never>>;
}

/** The first item of `list` that `is`, or the server's 404 with `message` for `url`. */
export function found<T>(list: readonly T[], is: (item: T) => boolean, url: string, message: string = API_MESSAGES.notFound): T {
  const item = list.find(is);
  if (item === undefined) throw new ApiError(404, message, url);
  return item;
}

/** The time now, as the server writes it. */
export const now = () => new Date().toISOString();

/**
 * In-memory data behind every port (tests, Storybook): `auth`, `connection`, `workspaceGateway`, `tenders`,
 * `savedSearches`. It keeps what is written and reads it back; the server's rules (credentials, search, scoping)
 * are the server's: a test or story records their answers with `refuseNext` and `answerNext`.
 */
export class InMemoryBackend {
  /** 'Importar desde la Plataforma': set before the container is made to give the notices a file holds. */
  placsp: PlacspGateway = new InMemoryPlacspGateway([]);
  workspaces: Workspace[] = [DEMO_WORKSPACE];
  roles: Role[] = Object.values(FAKE_ROLES);
  users: FakeUser[] = [
    { email: 'admin@demo.es', password: 'demo1234', workspaces: [{ ...DEMO_MEMBERSHIP, role_id: FAKE_ROLES.admin.id }] },
  ];
  projects: Project[] = [];
  simulations: SimulationCard[] = [];
  previousStudies: PreviousStudyCard[] = [];
  /** Milliseconds every answer takes (0 = next microtask). `Infinity` never answers (loading states). */
  latency = 0;
  /** Every call, by name (with the tender query for `list`). */
  readonly calls: string[] = [];
  /** Answers recorded for the next calls of a name (`refuseNext`, `answerNext`), used in order. */
  private readonly recorded = new Map<string, unknown[]>();
  private seq = 1;
  private loggedUser: FakeUser | null = null;
  /** Each area's fake, by its class (`areaOf`). */
  readonly areas = new Map<object, InMemoryArea>();
  constructor({ refusals = [], ...data }: InMemoryBackendOptions = {}) {
    Object.assign(this, Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)));
    for (const r of refusals) this.refuseNext(...r);
  }
  /**
   * How every in-memory fake answers a call, recorded in `calls`: after `latency` milliseconds (the next microtask when
   * 0, never when Infinity: loading states), with a copy of `f()` so callers cannot change the fake's data, or rejecting
   * with what `f` throws (an ApiError, as the sdk adapters do); an answer recorded for `name` comes first.
   */
  answerFor<T>(calls: string[], name: string, f: () => T): Promise<T> {
    calls.push(name);
    if (this.latency === Infinity) return new Promise<T>(() => undefined);
    const due = new Promise<void>((resolve) => (this.latency > 0 ? setTimeout(resolve, this.latency) : queueMicrotask(resolve)));
    return due.then(() => {
      const list = this.recorded.get(name);
      const recorded = list?.length ? list.shift() : f();
      if (recorded instanceof ApiError) throw recorded;
      return structuredClone(recorded as T);
    });
  }
  private answer<T>(name: string, f: () => T): Promise<T> {
    return this.answerFor(this.calls, name, f);
  }
  /**
   * The next call named `name` (of any area) is refused as the server would refuse it: a recorded answer, so a test
   * or story shows a refusal without the fake copying the server's rule. Each call takes one refusal, in order.
   */
  refuseNext(name: string, status: number, message: string, url = `/api/${name}`, field?: string): void {
    this.answerNext(name, new ApiError(status, message, url, field));
  }
  /** The next call named `name` answers `value` as the server answered it (a search's results), or throws it (an ApiError). */
  answerNext(name: string, value: unknown): void {
    this.recorded.set(name, [...(this.recorded.get(name) ?? []), value]);
  }
  /** Opens a fake session for a user, as a login or an accepted invitation does. */
  openSessionFor(u: FakeUser) {
    const { email } = (this.loggedUser = u);
    return { token: fakeToken(email), refresh_token: `refresh-${email}`, expires_in: 900, user: { id: email, email } };
  }
  /** A simulation's or a previous study's card, by its id or uid (else the server's 404, with `message`). */
  card<L extends Cards>(list: L, id: string, message?: string): Card<L> {
    const url = `/api/${list === 'simulations' ? 'simulation' : 'previous_study'}/${id}`;
    return found<Card<L>>(this[list], (x) => x.uid === id || x.id === id, url, message);
  }
  /** What a create answers: `card` kept last in `list`. */
  addCard<L extends Cards>(list: L, card: Card<L>): { id: string } {
    this[list] = [...this[list], card] as this[L];
    return { id: card.id };
  }
  /** The card of `id` changed, or left out (`change` null): a copy, not changed in place (the cards may be shared). */
  setCard<L extends Cards>(list: L, id: string, change: Partial<Card<L>> | null): void {
    const old = this.card(list, id);
    const cards = (this[list] as Card<L>[]).flatMap((x) => (x !== old ? [x] : change ? [{ ...x, ...change }] : []));
    this[list] = cards as this[L];
  }
  private workspace(id: string): Workspace {
    return found(this.workspaces, (x) => x.id === id, `/api/workspace/${id}`);
  }
  private project(id: string): Project {
    return found(this.projects, (x) => x.uid === id, `/api/project/${id}`);
  }
  readonly auth: AuthGateway = {
    login: (r) => this.answer('login', () => this.openSessionFor(this.users.find((x) => x.email === r.email) ?? this.users[0]!)),
    revoke: () => this.answer('revoke', () => undefined),
    ...unfaked('refresh'),
  };
  readonly connection: ConnectionGateway = { check: () => this.answer('check', () => undefined) };
  readonly workspaceGateway: WorkspaceGateway = {
    listMine: () => this.answer('listMine', () => (this.loggedUser ?? this.users[0]!).workspaces),
    get: (id) => this.answer('getWorkspace', () => this.workspace(id)),
    updateBidder: (id, data) => this.answer('updateWorkspace', () => Object.assign(this.workspace(id), data)),
    updateSmiForecast: (id, smi_forecast) =>
      this.answer('updateWorkspace', () => Object.assign(this.workspace(id), { smi_forecast })),
    getRole: (id) => this.answer('getRole', () => found(this.roles, withId(id), `/api/role/${id}`)),
  };
  readonly tenders: TenderGateway = {
    // A page of `projects` after the cursor; a search finds nothing unless what the server found is recorded (`answerNext`).
    list: (q) =>
      this.answer(`list:${q.search ?? ''}:${q.startId ?? ''}`, () => {
        const from = q.startId ? this.projects.findIndex((p) => p.uid === q.startId) : 0;
        const page = q.search ? [] : this.projects.slice(from, from + q.limit);
        return { items: page, next_start_id: q.search ? null : (this.projects[from + q.limit]?.uid ?? null) };
      }),
    get: (id) => this.answer('getProject', () => this.project(id)),
    create: (name, workspace_id) =>
      this.answer('createProject', () => {
        const id = `p-new-${this.seq++}`;
        this.projects.unshift({ id, uid: id, name, simulation_number: 0, workspace_id, created_at: now() });
        return { id };
      }),
    rename: (id, name) => this.answer('renameProject', () => Object.assign(this.project(id), { name })),
    remove: (id) => this.answer('deleteProject', () => void (this.projects = this.projects.filter((x) => x.uid !== id))),
    simulations: (projectId) => this.answer('simulations', () => this.simulations.filter((s) => s.project_id === projectId)),
    previousStudies: (projectId) =>
      this.answer('previousStudies', () => this.previousStudies.filter((s) => s.project_id === projectId)),
    ...unfaked('update', 'comparisonUrl'),
  };
  readonly savedSearches: SavedSearchGateway = unfaked('list', 'create', 'update', 'remove');
}

type ById = (id: string) => void;
/** A kind of row's write calls (`createShift`, `updateShift`; no story or test removes one) on an owner's rows. */
type RowCalls<N extends string, R, V> = Record<`create${N}`, (owner: string, v: V) => Promise<{ id: string }>> &
  Record<`update${N}`, (owner: string, id: string, v: V) => Promise<R>> &
  Record<`remove${N}`, () => Promise<never>>;

/** What every area's in-memory fake shares: the calls it answered, by name (tests check them), and fresh ids. */
export abstract class InMemoryArea {
  readonly calls: string[] = [];
  /** What successive status calls of a spreadsheet import answer (`imports.script`; default: done at once). */
  readonly imports = new ScriptedChange<() => void>((apply) => apply());
  private seq = 1;
  constructor(protected readonly backend: InMemoryBackend) {}
  /** Records the call, then answers it as every fake does (after the backend's latency, a recorded answer first). */
  protected answer<T>(name: string, f: () => T): Promise<T> {
    return this.backend.answerFor(this.calls, name, f);
  }
  /** A new id: `prefix-1`, `prefix-2`… */
  protected id(prefix: string): string {
    return `${prefix}-${this.seq++}`;
  }
  /** What a create answers: the id of `make(id)`, kept last in `list`. */
  protected added<R>(list: R[], prefix: string, make: (id: string) => R): { id: string } {
    const id = this.id(prefix);
    list.push(make(id));
    return { id };
  }
  /**
   * One spreadsheet import's calls (a simulation's, a previous study's), named after `name`, at addresses in `folder`:
   * `check` before the upload, `apply` at FINISHED.
   */
  protected scriptedImport(name: string, folder: string, check: ById, apply: ById): SpreadsheetImportPort {
    return {
      uploadUrl: (id, filename) =>
        this.answer(`${name}UploadUrl`, () => {
          check(id);
          this.imports.start(() => apply(id));
          return { upload_url: fakeFile(`upload/${folder}/${id}?name=`, filename).download_url };
        }),
      status: () => this.answer(`${name}ImportStatus`, () => this.imports.status()),
      ...unfaked('templateUrl'),
    };
  }
  /**
   * A kind of row's write calls on `rows(owner)`: `create${row}`, `update${row}` and `remove${row}`, recorded with `area` before the
   * row (`createPreviousStudySurrogate`); `read` makes the row the server answers from what was sent.
   */
  protected rowCalls<N extends string, R extends { id: string }, V>(
    row: N,
    area: string,
    rows: (owner: string) => R[],
    read: (owner: string, id: string, v: V) => R,
  ): RowCalls<N, R, V> {
    const create = (owner: string, v: V) =>
      this.answer(`create${area}${row}`, () => this.added(rows(owner), row.toLowerCase(), (id) => read(owner, id, v)));
    // the row of `id` put in its place by `r`, or taken out (`r` undefined)
    const put = <T extends R | undefined>(owner: string, id: string, r: T): T => {
      const list = rows(owner);
      const i = list.findIndex(withId(id));
      if (i >= 0) list.splice(i, 1, ...(r ? [r] : []));
      return r;
    };
    const update = (owner: string, id: string, v: V) =>
      this.answer(`update${area}${row}`, () => put(owner, id, read(owner, id, v)));
    const remove = (owner: string, id: string) => this.answer(`remove${area}${row}`, () => void put(owner, id, undefined));
    return { [`create${row}`]: create, [`update${row}`]: update, [`remove${row}`]: remove } as RowCalls<N, R, V>;
  }
}

const FINISHED: TaskStatus = { status: 'FINISHED', info_message: null };

/**
 * A change the server applies off the request (a re-cost): successive status reads answer `script` (the last one
 * repeats) and the change is applied at the first FINISHED; a script that starts FINISHED is a change the server
 * applied within the request.
 */
export class ScriptedChange<C> {
  private cursor = 0;
  private pending: C | null = null;
  private steps: TaskStatus[] = [FINISHED];
  constructor(private readonly apply: (change: C) => void) {}
  /** What status reads answer from now on (read from the start). */
  get script(): TaskStatus[] {
    return this.steps;
  }
  set script(steps: TaskStatus[]) {
    this.steps = steps;
    this.cursor = 0;
  }
  /** What the request answers: FINISHED with the change applied, or PENDING until a read reaches FINISHED. */
  start(change: C): TaskStatus {
    this.cursor = 0;
    this.pending = change;
    return this.reached(this.steps[0]?.status === 'FINISHED' ? FINISHED : { status: 'PENDING', info_message: null });
  }
  /** The next status read. */
  status = () => this.reached(this.steps[Math.min(this.cursor++, this.steps.length - 1)]!);
  /** `st`, the change waiting applied once it is FINISHED. */
  private reached(st: TaskStatus): TaskStatus {
    if (st.status === 'FINISHED' && this.pending !== null) this.apply(this.pending);
    if (st.status === 'FINISHED') this.pending = null;
    return st;
  }
}

/** A new simulation or previous study card as the server makes it: Stopped, never run, created now. */
export function stoppedCard(id: string, name: string, project_id: string) {
  const t = now();
  return { id, uid: id, name, project_id, status: 'Stopped' as const, started: null, finished: null, createdAt: t, updatedAt: t };
}

/** The value kept under `key`, made by `make` on first use. */
export function keptIn<V, K = string>(map: { get(k: K): V | undefined; set(k: K, v: V): unknown }, key: K, make: () => V): V {
  const v = map.get(key) ?? make();
  map.set(key, v);
  return v;
}

/** The fake of an area that goes with a backend (made on first use): a test or story changes its data through it. */
export function areaOf<A extends InMemoryArea>(backend: InMemoryBackend, make: new (b: InMemoryBackend) => A): A {
  return keptIn<InMemoryArea, object>(backend.areas, make, () => new make(backend)) as A;
}
