/**
 * What a routed screen is given (types only, so nothing here reaches a bundle): its id and
 * the props its route computed from the query (e.g. the template editor's `prefill`).
 */
export type ScreenProps = Record<string, string | boolean | undefined>;

/** The props of every screen component the screen registry loads. */
export interface RoutedScreenProps {
  /** The screen's id in the registry (client/app/screens.ts). */
  screen: string;
  props: ScreenProps;
}
