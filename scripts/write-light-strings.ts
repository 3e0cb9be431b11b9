/**
 * Writes the light entries' strings (client/locales/light-namespaces.ts) from the feature
 * strings: run after changing a string the issue panel or the macro shows.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { lightStrings } from '../client/locales/light-namespaces';

for (const language of ['en', 'de']) {
  const features = JSON.parse(
    readFileSync(`client/locales/${language}.features.json`, 'utf8'),
  ) as Record<string, unknown>;
  writeFileSync(
    `client/locales/${language}.light.json`,
    `${JSON.stringify(lightStrings(features), null, 2)}\n`,
  );
}
