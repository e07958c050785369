/** The app entry: builds the kernel, starts the session (stored token, auto-login or guest), renders. */
// Before any zod schema: no eval under the CSP.
import '@lemma/core/shell/noEval';
import '@blueprintjs/core/lib/css/blueprint.css';
// Blueprint icons one by one, not all icon paths or the icon font (core/shell/icons.ts).
import '@lemma/core/shell/icons';
import 'react-mosaic-component/react-mosaic-component.css';
import './styles.css';
import { createRoot } from 'react-dom/client';
import { createKernel } from '@lemma/core/kernel';
import { LemmaApp } from '@lemma/core/shell/App';
import { splitLanguage } from '@lemma/core/services/i18n';
import { captureAdAttributes, touchTimer } from '@lemma/core/services/clientAttributes';
import { plugins } from './plugins';

async function start() {
  captureAdAttributes(window.location.search);
  touchTimer();
  // §4: a new user is marked in session storage until the page unloads.
  window.addEventListener('pagehide', () => sessionStorage.removeItem('lemma.newUser'));
  const { lng } = splitLanguage(window.location.pathname);
  const kernel = await createKernel(plugins, { language: lng });
  kernel.auth.startTimer();
  void kernel.auth.ensureSession();
  createRoot(document.getElementById('root')!).render(<LemmaApp kernel={kernel} />);
}

void start();
