import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { getPreference } from '../../api/get-preference';
import { savePreference } from '../../api/save-preference';
import { showError, showSuccess } from '../../messages/show-message';
import { errorText } from '../../lib/error-text';
import { changeLanguage } from '../../lib/i18n';
import { globalSettingsAtom } from '../../state/atoms';
import { LANGUAGES, pickLanguage, type Language } from '../../../shared/language';
import ui from '../../ui/ui.module.css';

/**
 * The person's own language (the preference `language`): it wins over the site's default;
 * "The site's default" clears it, and then the site's default or the spec's rule decides.
 */
export function LanguageChoice() {
  const { t } = useTranslation();
  const settings = useAtomValue(globalSettingsAtom);
  const [choice, setChoice] = useState<Language | null | undefined>(undefined);
  useEffect(() => {
    getPreference('language').then(
      (value) => setChoice(value),
      () => setChoice(null),
    );
  }, []);
  const fallback = pickLanguage({ site: settings?.defaultLanguage, browser: navigator.language });
  const choose = async (value: Language | null) => {
    const before = choice;
    setChoice(value);
    try {
      await savePreference('language', value);
      await changeLanguage(value ?? fallback);
      showSuccess(t('userSettings.saved'));
    } catch (error) {
      setChoice(before);
      showError(t('userSettings.saveFailed'), errorText(error));
    }
  };
  return (
    <>
      <label className={ui.label} htmlFor="user-language">
        {t('userSettings.languageLabel')}
      </label>
      <select
        id="user-language"
        className={ui.select}
        data-testid="user-language"
        value={choice ?? ''}
        disabled={choice === undefined}
        aria-describedby="user-language-hint"
        onChange={(e) => void choose((e.target.value || null) as Language | null)}
      >
        <option value="">
          {t('userSettings.languageDefault', {
            language: t(`userSettings.languages.${fallback}`),
          })}
        </option>
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`userSettings.languages.${language}`)}
          </option>
        ))}
      </select>
      <p id="user-language-hint" className={ui.subtle}>
        {t('userSettings.languageHint')}
      </p>
    </>
  );
}
