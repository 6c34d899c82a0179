import { describe, expect, it } from 'vitest';
import { pdfBlob, svgImageUrl } from '../../../src/features/applications/documents/pdf';
import { samplePdf } from '../../fake-bank/fixtures/documents';

describe('the document helpers', () => {
  it('turn the bank’s base64 into the PDF’s own bytes', async () => {
    const blob = pdfBlob(samplePdf('Loan contract'));
    expect(blob.type).toBe('application/pdf');
    const text = await blob.text();
    expect(text).toMatch(/^%PDF-1\.4\n/);
    expect(text).toContain('(Loan contract) Tj');
    expect(text.trimEnd()).toMatch(/%%EOF$/);
  });

  it('keep binary bytes intact', async () => {
    const blob = pdfBlob(btoa(String.fromCharCode(0, 255, 128, 37)));
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0, 255, 128, 37]);
  });

  it('make an image address of an SVG that survives any character', () => {
    const url = svgImageUrl('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1#"/></svg>');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.split(',')[1] ?? '')).toContain('d="M0 0h1#"');
    expect(url).not.toContain('#');
  });
});
