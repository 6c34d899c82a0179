import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/** Drops the TanStack Router plugins: stories render no routes, and they would regenerate the
 * route tree under src/routes from inside a Storybook build. */
function withoutRouterPlugins(plugins: PluginOption[] | undefined): PluginOption[] {
  return (plugins ?? []).flat(Infinity as 1).filter((plugin) => {
    const name = plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : '';
    return !name.startsWith('tanstack');
  });
}

// The project's vite.config.ts is loaded as usual, so the Lingui macro babel preset and the .po
// loader run on stories and src/shared/ui exactly as in the app.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  // No props tables: stories set their args and controls themselves. react-docgen parsed every
  // component and took two thirds of the build (about 60 s in CI beside the other lanes).
  typescript: { reactDocgen: false },
  viteFinal: (viteConfig) => ({ ...viteConfig, plugins: withoutRouterPlugins(viteConfig.plugins) }),
};

export default config;
