import '@atlaskit/css-reset';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setBooleanFeatureFlagResolver } from '@atlaskit/platform-feature-flags';
import { readBootData } from './lib/boot';
import { initI18n } from './lib/i18n';
import { keepTokenFromSearch, setSessionToken } from './lib/credentials';
import { isInFrame, loadHostScript } from './host/host-frame';
import { hostApi } from './host/host-api';
import { chooseLanguage } from '../shared/language';
import { ConnectionStatus } from './app/connection-status';

// Atlaskit asks a feature-flag service we do not run; every flag is off.
setBooleanFeatureFlagResolver(() => false);

async function start() {
  const boot = readBootData();
  keepTokenFromSearch(window.location.search);
  if (boot.sessionToken) setSessionToken(boot.sessionToken);

  const inFrame = isInFrame();
  let hostLocale: string | undefined;
  if (inFrame) {
    await loadHostScript(boot.connectJsUrl);
    hostLocale = await hostApi()?.getLocale();
  } else {
    console.info('Checklists: the macro view is not loaded in a frame.');
  }
  await initI18n(chooseLanguage({ browser: navigator.language, host: hostLocale }));

  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <main>
        <h1>Checklists</h1>
        <ConnectionStatus inHost={inFrame && boot.product !== null} />
      </main>
    </StrictMode>,
  );
}

void start();
