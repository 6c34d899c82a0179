/** A file the bank sent (a statement, a receipt): its contents and the name to save it under. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** Hands a file to the browser's downloads through a temporary link to an object URL. */
export function saveFile(file: DownloadedFile, doc: Document = document): void {
  const url = URL.createObjectURL(file.blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = file.filename;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: give them time before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
