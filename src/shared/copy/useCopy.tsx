import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '../ui/Button/Button';
import { ModalDialog } from '../ui/ModalDialog/ModalDialog';
import { toast } from '../ui/Toast/toast';

export interface CopyRequest {
  text: string;
  /** What is copied, e.g. "IBAN": the fallback field's label. */
  label: string;
  /** The success toast, e.g. "IBAN copied". */
  copied: string;
}

/** Writes to the clipboard; false when the browser has none or refuses (no permission, http). */
async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Copying with a way out: where the clipboard cannot be written, a dialog shows the text
 * selected in a read-only field, so it can be copied with the keyboard or the context menu.
 */
export function useCopy() {
  const [manual, setManual] = useState<CopyRequest | null>(null);
  const copy = async (request: CopyRequest) => {
    if (await writeClipboard(request.text)) toast.show({ tone: 'success', title: request.copied });
    else setManual(request);
  };
  const fallback = manual && <CopyManually request={manual} onClose={() => setManual(null)} />;
  return { copy, fallback };
}

export function CopyManually({ request, onClose }: { request: CopyRequest; onClose: () => void }) {
  const { t } = useLingui();
  const fieldId = useId();
  const lines = request.text.split('\n').length;
  return (
    <ModalDialog
      title={t`Copy it yourself`}
      size="sm"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {({ close }) => (
        <div className="copy-manually">
          <p>
            <Trans>
              The browser did not let us copy. The text is selected: press Ctrl+C (⌘C on a Mac) to
              copy it.
            </Trans>
          </p>
          <label htmlFor={fieldId} className="copy-manually__label">
            {request.label}
          </label>
          <textarea
            id={fieldId}
            className="copy-manually__text"
            readOnly
            rows={Math.min(lines, 8)}
            value={request.text}
            // biome-ignore lint/a11y/noAutofocus: the dialog exists to copy this text
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button onPress={close}>
            <Trans>Done</Trans>
          </Button>
        </div>
      )}
    </ModalDialog>
  );
}
