export type ToastTone = 'error' | 'success' | 'info';
/** A toast is a short confirmation; a notification carries more to read and stays longer. */
export type ToastKind = 'toast' | 'notification';

export interface ToastMessage {
  tone: ToastTone;
  /** Already translated text. */
  title: string;
  description?: string;
  kind?: ToastKind;
}
