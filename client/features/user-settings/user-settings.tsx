import { useTranslation } from 'react-i18next';
import { useAtom } from 'jotai';
import { Link } from 'react-router-dom';
import { PAGES } from '../../routing/route-patterns';
import { savePreference } from '../../api/save-preference';
import { showError, showSuccess } from '../../messages/show-message';
import { errorText } from '../../lib/error-text';
import { showCheckedTasksAtom } from '../../state/atoms';
import { LanguageChoice } from './language-choice';
import ui from '../../ui/ui.module.css';
import { DeleteAccount } from './delete-account';

/** The user's own settings: what checklists show them, and in which language. */
export default function UserSettings() {
  const { t } = useTranslation();
  const [showChecked, setShowChecked] = useAtom(showCheckedTasksAtom);
  const toggle = async (value: boolean) => {
    setShowChecked(value);
    try {
      await savePreference('showCheckedTasks', value);
      showSuccess(t('userSettings.saved'));
    } catch (error) {
      setShowChecked(!value);
      showError(t('userSettings.saveFailed'), errorText(error));
    }
  };
  return (
    <section data-testid="user-settings">
      <h2 className={ui.heading}>{t('screens.user-settings')}</h2>
      <label className={ui.row}>
        <input
          type="checkbox"
          checked={showChecked}
          onChange={(e) => void toggle(e.target.checked)}
        />
        {t('checklist.showChecked')}
      </label>
      <p className={ui.subtle}>{t('userSettings.showCheckedHint')}</p>
      <LanguageChoice />
      <h3 className={ui.heading}>{t('userSettings.apiKeysTitle')}</h3>
      <p className={ui.subtle}>
        {t('userSettings.apiKeysHint')}{' '}
        <Link to={PAGES.userApiKeys} data-testid="user-settings-api-keys">
          {t('userSettings.apiKeysLink')}
        </Link>
      </p>
      <DeleteAccount />
    </section>
  );
}
