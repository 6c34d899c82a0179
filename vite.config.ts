import { readFileSync } from 'node:fs';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressedCopies } from './scripts/web-build.js';

const bankServer = `http://localhost:${process.env.PORT ?? 3000}`;

const contract: { paths: Record<string, unknown> } = JSON.parse(
  readFileSync(new URL('./openapi/generated/openapi.json', import.meta.url), 'utf8'),
);

/**
 * What the dev server hands to the bank: everything below the contract's first path segments, so
 * an operation under a new prefix needs no edit here. Below only: `/sandbox/v1/...` is the bank's,
 * the `/sandbox` page is the app's.
 */
const bankSegments = new Set(Object.keys(contract.paths).map((path) => path.split('/')[1]));
const bankCalls = `^/(${[...bankSegments].join('|')})/`;

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A loader is its own chunk too: what it imports (query factories, the API client) must
      // not land in the first load, which the route tree is part of.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
        // The guest pages are where every visit starts (the guards send a visitor there): they
        // ship in the first load itself rather than in a dozen small chunks fetched after it.
        splitBehavior: ({ routeId }) => (routeId.startsWith('/{-$locale}/_guest') ? [] : undefined),
      },
    }),
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    compressedCopies(),
  ],
  resolve: {
    // @xstate/react, Lingui, react-aria and the router's store import the shim of
    // useSyncExternalStore for React before 18; React 19 has the hook itself.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
    ],
  },
  server: {
    port: 5173,
    // In development the web app is served by Vite and the API by the bank server.
    proxy: { [bankCalls]: bankServer },
  },
  build: {
    sourcemap: true,
    modulePreload: {
      // Every browser the bank supports has <link rel="modulepreload">.
      polyfill: false,
      // The page's own scripts are preloaded from index.html. A lazy chunk's imports are not
      // listed beside each import(): those lists, the file names of every page's chunks, were
      // ~1 KB of every visitor's first load; the browser fetches them when it reads the chunk,
      // and a hovered link still preloads its page.
      resolveDependencies: (_chunk, dependencies, { hostType }) =>
        hostType === 'html' ? dependencies : [],
    },
    rolldownOptions: {
      // The compressed copies take seconds by design (best ratios); no warning for each build.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          // Everything the entry needs, React included, in one chunk: compressed together it is
          // smaller than the shared chunks rolldown would cut it into, each compressed alone.
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
  },
});
