import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../shared/language';
import ui from '../../ui/ui.module.css';

/**
 * The site's default language (global settings, Jira and Confluence): everyone sees the app
 * in it unless they chose their own in user settings; none leaves the spec's rule (browser,
 * host user, English).
 */
export function DefaultLanguageField({
  value,
  onChange,
}: {
  value: Language | null;
  onChange(value: Language | null): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className={ui.label} htmlFor="default-language">
        {t('settings.language')}
      </label>
      <select
        id="default-language"
        className={ui.select}
        data-testid="default-language"
        value={value ?? ''}
        aria-describedby="default-language-hint"
        onChange={(e) => onChange((e.target.value || null) as Language | null)}
      >
        <option value="">{t('settings.languageNone')}</option>
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`userSettings.languages.${language}`)}
          </option>
        ))}
      </select>
      <p id="default-language-hint" className={ui.subtle}>
        {t('settings.languageHint')}
      </p>
    </>
  );
}
