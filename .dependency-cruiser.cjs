/**
 * The layers of docs/ARCHITECTURE.md, checked by `npm run lint`: no import cycles, pure rules and
 * charts free of the app and the server, features that never import one another, and a server
 * whose modules do not reach into the composition root or the demo data.
 */
const feature = '^src/features/([^/]+)/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: split the shared part into a module both can import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'domain/ holds pure rules shared by both halves: it imports only other rules.',
      from: { path: '^domain/' },
      to: { path: '^(src|server|machines|tests|stories|scripts)/' },
    },
    {
      name: 'machines-are-pure',
      severity: 'error',
      comment: 'Charts know no React, fetch or server: only domain/ and the contract types.',
      from: { path: '^machines/' },
      to: { path: '^(src|server|tests|stories|scripts)/' },
    },
    {
      name: 'shared-below-features',
      severity: 'error',
      comment: 'src/shared is used by every feature, so it imports no feature, app or route.',
      from: { path: '^src/shared/' },
      to: { path: '^src/(features|app|routes)/' },
    },
    {
      name: 'features-are-independent',
      severity: 'error',
      comment:
        'A feature never imports another: move the shared part to src/shared or compose in a route.',
      from: { path: feature },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'features-below-app',
      severity: 'error',
      comment: 'Features are composed by routes and the app shell, never the other way round.',
      from: { path: '^src/features/' },
      to: { path: '^src/(app|routes)/' },
    },
    {
      name: 'web-app-not-in-server',
      severity: 'error',
      comment: 'The server shares domain/, machines/ and the contract with the app, nothing else.',
      from: { path: '^server/' },
      to: { path: '^(src|tests|stories)/' },
    },
    {
      name: 'server-not-in-web-app',
      severity: 'error',
      comment: 'The web app speaks to the bank only through the contract.',
      from: { path: '^(src|machines|domain)/' },
      to: { path: '^server/' },
    },
    {
      name: 'composition-root-is-top',
      severity: 'error',
      comment: 'server/app.ts wires the modules; they declare what they need in their own module.',
      from: { path: '^server/', pathNot: '^server/main\\.ts$' },
      to: { path: '^server/app\\.ts$' },
    },
    {
      name: 'demo-data-only-in-sandbox',
      severity: 'error',
      comment: 'Production code never depends on the demo seed.',
      from: { path: '^server/', pathNot: '^server/(seed|sandbox)/|^server/(main|app)\\.ts$' },
      to: { path: '^server/seed/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|storybook-static|\\.data)/|routeTree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
