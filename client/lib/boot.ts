import { BOOT_ELEMENT_ID, type BootData } from '../../shared/routes';

const FALLBACK: BootData = {
  environment: 'production',
  connectJsUrl: 'https://connect-cdn.atl-paas.net/all.js',
  sessionToken: null,
  product: null,
  infoRoutes: false,
  firebase: { projectId: 'demo-checklists', apiKey: null, authDomain: null, emulatorHost: null },
};

/** What the server put into the shell page (server/web/page-routes.ts). */
export function readBootData(doc: Document = document): BootData {
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  if (!element?.textContent) return FALLBACK;
  try {
    return { ...FALLBACK, ...(JSON.parse(element.textContent) as Partial<BootData>) };
  } catch {
    return FALLBACK;
  }
}
