import { setBooleanFeatureFlagResolver } from '@atlaskit/platform-feature-flags';

// Atlaskit reads matchMedia at import time; happy-dom has it, jsdom does not.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

setBooleanFeatureFlagResolver(() => false);
