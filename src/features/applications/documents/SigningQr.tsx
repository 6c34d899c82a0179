import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useCopy } from '../../../shared/copy/useCopy';
import { Button } from '../../../shared/ui/Button/Button';
import { svgImageUrl } from './pdf';

/** The QR code of the link; qrcode loads only here, in the signing step's chunk. */
function useQrImage(link: string): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) =>
        qrcode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then((svg) => {
        if (current) setImage(svgImageUrl(svg));
      })
      // Without the picture the link beside it still opens the signing app.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [link]);
  return image;
}

/** Step 5: the signing app's QR code and link; the screen moves on once the customer signed. */
export function SigningQr({ link }: { link: string }) {
  const { t } = useLingui();
  const image = useQrImage(link);
  const { copy, fallback } = useCopy();
  return (
    <div className="signing-qr">
      <div className="signing-qr__code">
        {image && (
          <img
            src={image}
            alt={t`QR code of the signing link`}
            width={200}
            height={200}
            className="signing-qr__image"
          />
        )}
      </div>
      <div className="signing-qr__text">
        <p>
          <Trans>
            Scan the QR code with your phone to open the signing app and sign the documents there.
            Or open the link:
          </Trans>
        </p>
        <p className="signing-qr__link">
          <a href={link} target="_blank" rel="noopener">
            {link}
          </a>
        </p>
        <Button
          variant="secondary"
          onPress={() =>
            copy({ text: link, label: t`Signing link`, copied: t`The link is copied` })
          }
        >
          <Trans>Copy the link</Trans>
        </Button>
        <p className="signing-qr__wait" role="status">
          <Trans>This screen updates by itself once you have signed.</Trans>
        </p>
      </div>
      {fallback}
    </div>
  );
}
