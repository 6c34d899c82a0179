/**
 * PDFs for the tests and stories: whole files with a correct cross-reference table, as a
 * customer's scan would be (the bank opens every statement and attached PDF whole). Text, not a
 * Buffer, at the core, so the stories in the browser build theirs the same way.
 */

/** A PDF of these objects, numbered from 1 in order, with its xref table and trailer. */
export function pdfText(objects: readonly string[], version = '1.7'): string {
  let text = `%PDF-${version}\n`;
  const offsets = objects.map((object, index) => {
    const offset = text.length;
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = text.length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join('')}`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return text;
}

/** A blank one-page PDF. */
export function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  return Buffer.from(pdfText(objects), 'latin1');
}
