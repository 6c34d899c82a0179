import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { ContactUsDialog } from '../../shared/contact/ContactUsDialog';
import { Button } from '../../shared/ui/Button/Button';

/** The bank's hotline: SPEC 2.2's contact-us dialog, the sign-in page's own. */
export function HotlineSection() {
  const [open, setOpen] = useState(false);
  return (
    <section className="settings__section" aria-labelledby="settings-hotline">
      <h2 id="settings-hotline">
        <Trans>Hotline</Trans>
      </h2>
      <p className="settings__note">
        <Trans>The bank's hotline answers around the clock.</Trans>
      </p>
      <div>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          <Trans>Contact us</Trans>
        </Button>
      </div>
      {open && <ContactUsDialog isOpen onClose={() => setOpen(false)} />}
    </section>
  );
}
