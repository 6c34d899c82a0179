/** `npm start`: build the web app if it is missing or stale, then run the bank server. */
import { ensureWebBuild } from './web-build';

ensureWebBuild();
await import('../server/main');
