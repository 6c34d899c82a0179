/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the bank API when it is not the page's own origin. */
  readonly VITE_API_BASE_URL?: string;
}
