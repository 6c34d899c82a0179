/** The bank sends each document as base64 PDF (listLoanDocuments); the browser shows a Blob. */
export function pdfBlob(base64: string): Blob {
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: 'application/pdf' });
}

/** The SVG of a QR code as an image address, so it is drawn by an <img> with alt text. */
export function svgImageUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
