// The dependency rule of the README ("Layout"), checked by `npm run lint:deps` and by a stage of `npm test`:
//
//   domain       imports nothing of ours
//   application  imports domain and sdk
//   ui           imports application and domain
//   server       imports domain and the contract (openapi/, and the types generated from it in sdk/src/generated/)
//   sdk/src      imports nothing of ours (it is the package other teams install)
//   nobody       imports ui or server, except the browser tests (e2e/) and tooling (.storybook/, scripts/)
//
// Workspace packages import each other by name (`@licita/domain`, or a subpath their package.json exports),
// declared in their package.json; a relative path into another package's folder ('../../domain/src/…') is refused by
// ESLint (eslint.config.js). npm links those names to the package folders and the resolver follows the links, so
// every rule below is written against the folders (and would catch a relative path too). A `@licita/…` name that
// does not resolve is an error of its own, so a broken link cannot hide an import from these rules.
//
// Tests and tooling of a package follow the package's rule, with these exceptions, each a check across layers:
//   - ui/test renders every Storybook story with the decorators of .storybook/preview;
//   - ui/vite.config.ts and ui/vitest.config.ts are build tooling: they take the sdk-from-source plugin of scripts/;
//   - sdk/test checks the sdk against the contract (openapi/) and the launch error codes of the domain;
//   - sdk/scripts generates the sdk from openapi/;
//   - application/test drives the use cases against the real server on PGlite through its one test entry
//     (server/test/real-app.ts), wherever a server rule matters, so no fake copies the rule.

const OURS = ['openapi', 'sdk', 'domain', 'application', 'ui', 'server', 'e2e', '\\.storybook', 'scripts'];
/** Paths of our folders except the given ones, e.g. `others('domain')` → '^(openapi|sdk|…)/'. */
const others = (...allowed) => `^(${OURS.filter((f) => !allowed.includes(f)).join('|')})/`;

/**
 * A layer's rule: what `from` matches may import, of our folders, only the `allowed` ones; paths matching `toNot`
 * are exempt.
 */
const layerRule = ({ name, comment, from, allowed, toNot }) => ({
  name,
  ...(comment ? { comment } : {}),
  severity: 'error',
  from,
  to: { path: others(...allowed), ...(toNot ? { pathNot: toNot } : {}) },
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...[
      {
        name: 'domain-imports-nothing-of-ours',
        comment: 'domain holds the entities, rules and the engine as pure functions: it depends on no other package of ours.',
        from: { path: '^domain/' },
        allowed: ['domain'],
      },
      {
        name: 'application-imports-domain-and-sdk',
        comment: 'application (use cases, ports, sdk adapters, fakes, the container) depends only on domain and sdk.',
        from: { path: '^application/', pathNot: '^application/test/' },
        allowed: ['application', 'domain', 'sdk'],
      },
      {
        name: 'application-tests-reach-the-server-only-through-its-test-entry',
        from: { path: '^application/test/' },
        allowed: ['application', 'domain', 'sdk'],
        toNot: '^server/test/real-app\\.ts$',
      },
      {
        name: 'ui-imports-application-and-domain',
        comment:
          'ui reaches the server only through the use cases of application; it imports application and domain, never ' +
          'the sdk, the contract or the server. ui/test may import .storybook/ to render every story.',
        from: { path: '^ui/', pathNot: '^ui/(test/|[^/]+\\.config\\.ts$)' },
        allowed: ['ui', 'application', 'domain'],
      },
      {
        name: 'ui-build-config-imports-tooling',
        from: { path: '^ui/[^/]+\\.config\\.ts$' },
        allowed: ['ui', 'application', 'domain', 'scripts'],
      },
      {
        name: 'ui-tests-import-application-domain-and-storybook',
        from: { path: '^ui/test/' },
        allowed: ['ui', 'application', 'domain', '\\.storybook'],
      },
      {
        name: 'server-imports-domain-and-contract',
        comment:
          'server implements the contract of openapi/ (its handlers typed by the types generated from it, ' +
          'sdk/src/generated/, reached through server/src/contract.ts) and reuses the rules and the engine of domain; it needs neither ' +
          'the sdk (a client) nor application or ui.',
        from: { path: '^server/' },
        allowed: ['server', 'domain', 'openapi'],
        toNot: '^sdk/src/generated/',
      },
      {
        name: 'openapi-imports-nothing-of-ours',
        comment: 'openapi/ is the source of the wire shapes; everything else is derived from it.',
        from: { path: '^openapi/' },
        allowed: ['openapi'],
      },
      {
        name: 'sdk-imports-nothing-of-ours',
        comment: 'sdk/src is published on its own: it cannot import the other packages of the repository.',
        from: { path: '^sdk/', pathNot: '^sdk/(test|scripts)/' },
        allowed: ['sdk'],
      },
      {
        name: 'sdk-tooling-imports-the-contract',
        comment: 'The generator and the tests of the sdk read the contract; the tests also compare with the domain.',
        from: { path: '^sdk/(test|scripts)/' },
        allowed: ['sdk', 'openapi', 'domain'],
      },
    ].map(layerRule),
    {
      name: 'nothing-imports-ui-or-server',
      comment:
        'ui and server are the outer adapters: only the browser tests and the tooling (.storybook/, scripts/) may import them.',
      severity: 'error',
      from: { pathNot: '^(ui|server|e2e|\\.storybook|scripts)/' },
      to: { path: '^(ui|server)/', pathNot: '^server/test/real-app\\.ts$' },
    },
    {
      name: 'ui-and-server-do-not-import-each-other',
      severity: 'error',
      from: { path: '^(ui|server)/' },
      to: { path: '^(ui|server)/', pathNot: '^$1/' },
    },
    {
      name: 'simulations-do-not-import-runs',
      // a run is made from a simulation's inputs; what both need (progress events, bid inputs) lives in simulations,
      // the documents of both in server/src/documents
      comment: 'server/src/runs imports server/src/simulations, never the other way.',
      severity: 'error',
      from: { path: '^server/src/simulations/' },
      to: { path: '^server/src/runs/' },
    },
    {
      name: 'workspace-package-resolves',
      comment: 'A @licita/… import must resolve to its folder, or the rules above could not see it.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^@licita/' },
    },
    {
      name: 'the-app-does-not-import-the-fakes',
      comment:
        "The in-memory fakes (`@licita/application/fakes`: application/src/fakes.ts, each area's memory.ts and its *-memory.ts) serve " +
        'the tests and Storybook; the app and the rest of application reach them only from there.',
      severity: 'error',
      from: {
        path: '^(ui/src|application/src)/',
        pathNot:
          '^ui/src/(testing/|.+\\.stories\\.tsx$)|^application/src/(fakes\\.ts$|[^/]+/[a-z-]*memory\\.ts$|runs/demo\\.ts$)',
      },
      to: { path: '^application/src/(fakes\\.ts$|[^/]+/[a-z-]*memory\\.ts$|runs/demo\\.ts$)' },
    },
    {
      name: 'no-circular',
      comment: 'No module of a package reaches itself again through its imports (type-only imports included).',
      severity: 'error',
      from: { path: '^([^/]+)/' },
      to: { circular: true, path: '^$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|storybook-static)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['licita-source', 'import', 'types', 'default'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
