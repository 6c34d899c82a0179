import type { ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type {
  TemplateEditorEvent,
  templateEditorMachine,
} from '../../../machines/templateEditor.machine';

export type TemplateEditorSnapshot = SnapshotFrom<typeof templateEditorMachine>;

export interface TemplateEditorViewProps {
  snapshot: TemplateEditorSnapshot;
  send: (event: TemplateEditorEvent) => void;
  /** The way back to /payments: a router link in the app, a plain one in stories. */
  backLink: ReactNode;
}
