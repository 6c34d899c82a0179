import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const bankServer = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
  ],
  server: {
    port: 5173,
    // In development the web app is served by Vite and the API by the bank server.
    proxy: {
      '/api': bankServer,
      '/bank-details': bankServer,
      '/ms-fatca': bankServer,
      '/loan-insurance': bankServer,
      '/account-application': bankServer,
      '/deposit-application': bankServer,
      '/sandbox/v1': bankServer,
    },
  },
  build: {
    sourcemap: true,
    rolldownOptions: {
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
