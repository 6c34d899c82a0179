/** Documents (listLoanDocuments) and a signing link for the stories and tests of step 4. */
import type { ReviewDocument } from '../../machines/documentReview.machine';

/** A one-page PDF that says which document it is: enough for a viewer to show something. */
export function samplePdf(text: string): string {
  const stream = `BT /F1 18 Tf 56 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return btoa(pdf);
}

/** The MAIN document and two OTHER ones, none accepted yet. */
export const sampleDocuments: ReviewDocument[] = [
  {
    id: 'doc-main',
    documentType: 'MAIN',
    content: samplePdf('Standard information form'),
    accepted: false,
  },
  {
    id: 'doc-contract',
    documentType: 'OTHER',
    content: samplePdf('Loan contract'),
    accepted: false,
  },
  {
    id: 'doc-schedule',
    documentType: 'OTHER',
    content: samplePdf('Repayment schedule'),
    accepted: false,
  },
];

export const sampleSigningLink =
  'https://bank.example/sandbox-signing/Xq3v9TzK1mPw7RbY5nLc2HdF8sJ4aGeU';
