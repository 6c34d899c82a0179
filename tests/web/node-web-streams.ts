/**
 * The unit project runs each file in a VM context of its own (vitest.config.ts): its globals are
 * jsdom's window and what vitest copies in, without Node's web streams, which jsdom outside a VM
 * takes from Node and MSW needs. They come from Node here too, so both ways see the same classes.
 */
import {
  ByteLengthQueuingStrategy,
  CompressionStream,
  CountQueuingStrategy,
  DecompressionStream,
  ReadableStream,
  ReadableStreamBYOBReader,
  ReadableStreamDefaultReader,
  TextDecoderStream,
  TextEncoderStream,
  TransformStream,
  WritableStream,
  WritableStreamDefaultWriter,
} from 'node:stream/web';

const nodeStreams = {
  ByteLengthQueuingStrategy,
  CompressionStream,
  CountQueuingStrategy,
  DecompressionStream,
  ReadableStream,
  ReadableStreamBYOBReader,
  ReadableStreamDefaultReader,
  TextDecoderStream,
  TextEncoderStream,
  TransformStream,
  WritableStream,
  WritableStreamDefaultWriter,
};

const context = globalThis as Record<string, unknown>;
for (const [name, value] of Object.entries(nodeStreams)) context[name] ??= value;
