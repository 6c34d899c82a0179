/**
 * A string that matches a contract `pattern`. The contract's patterns are anchored sequences of
 * literals, character classes and (a|b) groups with {n}, {n,m}, +, * or ? after them; anything
 * else is an error here, so a new kind of pattern is noticed rather than sampled wrong.
 */
import type { Random } from './random';

type Atom = { chars: string[] } | { options: Piece[][] };
interface Piece {
  atom: Atom;
  min: number;
  max: number;
}

export function sampleOfPattern(pattern: string, random: Random): string {
  const source = pattern.replace(/^\^/, '').replace(/\$$/, '');
  const [pieces, end] = parseSequence(source, 0);
  if (end !== source.length) throw new Error(`Unsupported pattern ${pattern}`);
  return render(pieces, random);
}

function render(pieces: Piece[], random: Random): string {
  return pieces
    .map(({ atom, min, max }) => {
      // Open-ended repeats (the `+` of an id) stay short: a valid value, not a long one.
      const times = random.int(min, Math.min(max, min + 8));
      return Array.from({ length: times }, () =>
        'chars' in atom ? random.pick(atom.chars) : render(random.pick(atom.options), random),
      ).join('');
    })
    .join('');
}

function parseSequence(source: string, start: number): [Piece[], number] {
  const pieces: Piece[] = [];
  let at = start;
  while (at < source.length && source[at] !== '|' && source[at] !== ')') {
    const [atom, next] = parseAtom(source, at);
    const [min, max, after] = parseQuantifier(source, next);
    pieces.push({ atom, min, max });
    at = after;
  }
  return [pieces, at];
}

function parseAtom(source: string, at: number): [Atom, number] {
  const char = source[at];
  if (char === '(') {
    const options: Piece[][] = [];
    let next = at + 1;
    for (;;) {
      const [sequence, end] = parseSequence(source, next);
      options.push(sequence);
      if (source[end] === ')') return [{ options }, end + 1];
      if (source[end] !== '|') throw new Error(`Unclosed group in ${source}`);
      next = end + 1;
    }
  }
  if (char === '[') return parseClass(source, at + 1);
  if (char === '\\') return [{ chars: [escaped(source[at + 1])] }, at + 2];
  if (char === undefined || '.*+?{'.includes(char)) throw new Error(`Unsupported ${source}`);
  return [{ chars: [char] }, at + 1];
}

function parseClass(source: string, start: number): [Atom, number] {
  const chars: string[] = [];
  let at = start;
  while (source[at] !== ']') {
    if (at >= source.length) throw new Error(`Unclosed class in ${source}`);
    let from = source[at] as string;
    if (from === '\\') {
      at += 1;
      from = escaped(source[at]);
    }
    if (source[at + 1] === '-' && source[at + 2] !== ']' && at + 2 < source.length) {
      const to = source[at + 2] as string;
      for (let code = from.charCodeAt(0); code <= to.charCodeAt(0); code += 1) {
        chars.push(String.fromCharCode(code));
      }
      at += 3;
    } else {
      chars.push(from);
      at += 1;
    }
  }
  return [{ chars }, at + 1];
}

function parseQuantifier(source: string, at: number): [number, number, number] {
  const char = source[at];
  if (char === '+') return [1, 64, at + 1];
  if (char === '*') return [0, 64, at + 1];
  if (char === '?') return [0, 1, at + 1];
  if (char !== '{') return [1, 1, at];
  const end = source.indexOf('}', at);
  const [min = '', max = min] = source.slice(at + 1, end).split(',');
  return [Number(min), Number(max), end + 1];
}

function escaped(char: string | undefined): string {
  if (char === undefined || /[dwsDWS]/.test(char)) throw new Error(`Unsupported escape \\${char}`);
  return char;
}
