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
      },
    }),
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    compressedCopies(),
  ],
  server: {
    port: 5173,
    // In development the web app is served by Vite and the API by the bank server.
    proxy: { [bankCalls]: bankServer },
  },
  build: {
    sourcemap: true,
    rolldownOptions: {
      // The compressed copies take seconds by design (best ratios); no warning for each build.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|xstate|@xstate[\\/]react|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
