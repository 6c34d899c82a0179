import { ContactUsDialog } from '../../shared/contact/ContactUsDialog';
import type { AuthViewProps } from './view';

/** The contact-us dialog of the sign-in pages, opened and closed by the auth chart's region. */
export function ContactDialog({ snapshot, send }: AuthViewProps) {
  return (
    <ContactUsDialog
      isOpen={snapshot.matches({ contact: 'open' })}
      onClose={() => send({ type: 'CONTACT.CLOSE' })}
    />
  );
}
