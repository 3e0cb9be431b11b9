/**
 * The app's internal events (not the host's): screens announce, handlers react. The spec's
 * `showReleaseNotes` opens "What's new" wherever the user is.
 */
import { RELEASE_NOTES } from '../../shared/constants';

export type AppEvent = typeof RELEASE_NOTES.showEvent;

const target = new EventTarget();

export function emitAppEvent(event: AppEvent): void {
  target.dispatchEvent(new Event(event));
}

export function onAppEvent(event: AppEvent, listener: () => void): () => void {
  target.addEventListener(event, listener);
  return () => target.removeEventListener(event, listener);
}

export const showReleaseNotes = () => emitAppEvent(RELEASE_NOTES.showEvent);
