import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { pdfBlob } from './pdf';

/** A blob: address of the PDF while the component shows it; revoked when it goes or changes. */
function usePdfUrl(content: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const created = URL.createObjectURL(pdfBlob(content));
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [content]);
  return url;
}

export interface DocumentViewerProps {
  /** Base64 PDF. */
  content: string;
  /** The document's title: the frame's accessible name and the downloaded file's name. */
  title: string;
}

/**
 * The PDF in the browser's own viewer, with links to open it in a tab or save it for browsers
 * (and phones) that show no PDF inside a page.
 */
export function DocumentViewer({ content, title }: DocumentViewerProps) {
  const url = usePdfUrl(content);
  if (!url) return null;
  return (
    <div className="document-viewer">
      <iframe className="document-viewer__frame" src={url} title={title} />
      <p className="document-viewer__links">
        <a href={url} target="_blank" rel="noopener">
          <Trans>Open the PDF in a new tab</Trans>
        </a>
        <a href={url} download={`${title}.pdf`}>
          <Trans>Download the PDF</Trans>
        </a>
      </p>
    </div>
  );
}
