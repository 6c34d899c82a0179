/** The slot character of a mask: one Latin letter or digit. Other mask characters are literals. */
export const maskSlot = '#';

const slotChar = /^[A-Za-z0-9]$/;

/**
 * Fits typed or pasted text to a mask: keeps only Latin letters and digits, upper-cases letters,
 * puts them into the '#' slots (inserting the mask's literals between them) and drops what does
 * not fit. Literals must not be letters or digits, or they would be read back as input.
 */
export function applyMask(value: string, mask: string): string {
  const chars = [...value].filter((c) => slotChar.test(c)).map((c) => c.toUpperCase());
  let out = '';
  let next = 0;
  for (const m of mask) {
    if (next >= chars.length) break;
    if (m === maskSlot) {
      out += chars[next];
      next += 1;
    } else {
      out += m;
    }
  }
  return out;
}
