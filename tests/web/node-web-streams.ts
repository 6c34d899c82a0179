/**
 * The unit project runs each file in a VM context of its own (vitest.config.ts): its globals are
 * jsdom's window and what vitest copies in, without Node's web streams, which jsdom outside a VM
 * takes from Node and MSW needs. They come from Node here too, so both ways see the same classes.
 */
import * as nodeStreams from 'node:stream/web';

const context = globalThis as Record<string, unknown>;
for (const [name, value] of Object.entries(nodeStreams)) {
  // Every class Node has as a global (the module's namespace adds only `default`).
  if (name !== 'default') context[name] ??= value;
}
