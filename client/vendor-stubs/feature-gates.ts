/**
 * Stand-in for `@atlaskit/feature-gate-js-client/feature-gates` (about 100 KB minified).
 * Atlaskit only asks it whether a platform gate or experiment is on; we run none, so every
 * gate is off and every experiment answers its default. Aliased in scripts/build-client.ts.
 */
const FeatureGates = {
  checkGate: (_name: string): boolean => false,
  getExperimentValue: <T>(_experiment: string, _parameter: string, defaultValue: T): T =>
    defaultValue,
  initializeCalled: (): boolean => false,
  initializeCompleted: (): boolean => false,
};

export default FeatureGates;
