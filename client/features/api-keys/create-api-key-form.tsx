import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import { overLimit, TextLimit } from '../../ui/text-limit';
import { showRefusal } from '../../ui/refused-field';
import {
  API_KEY_NAME_MAX,
  API_KEY_SCOPES,
  type ApiKeyScope,
  type CreatedApiKeyDto,
} from '../../../shared/api-keys';
import { createApiKey } from './api/create-api-key';
import type { ApiKeyOwner } from './api/list-api-keys';
import ui from '../../ui/ui.module.css';
import styles from './api-keys.module.css';

/** Name and scope of a new key; `onCreated` gets the answer with the key's only showing of its secret. */
export function CreateApiKeyForm({
  owner,
  onCreated,
}: {
  owner: ApiKeyOwner;
  onCreated: (created: CreatedApiKeyDto) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const tooLong = overLimit(name.trim(), API_KEY_NAME_MAX);

  const submit = async () => {
    if (!name.trim()) {
      setNameError(t('apiKeys.nameRequired'));
      return;
    }
    if (tooLong) return;
    setSaving(true);
    try {
      const created = await createApiKey(owner, { name: name.trim(), scope });
      setName('');
      setScope('read');
      onCreated(created);
    } catch (error) {
      showRefusal(error, 'name', setNameError, t('apiKeys.createFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className={styles.form}
      data-testid="apikey-create-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3 className={ui.label}>{t('apiKeys.createTitle')}</h3>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${ids}-name`}>
          {t('apiKeys.name')}
        </label>
        <input
          id={`${ids}-name`}
          className={ui.input}
          data-testid="apikey-name"
          required
          value={name}
          placeholder={t('apiKeys.namePlaceholder')}
          aria-invalid={nameError !== null || tooLong}
          aria-describedby={`${ids}-name-error ${ids}-name-limit`}
          onChange={(e) => {
            setName(e.target.value);
            setNameError(null);
          }}
        />
        <TextLimit id={`${ids}-name-limit`} value={name.trim()} max={API_KEY_NAME_MAX} />
        <span id={`${ids}-name-error`} className={ui.error} data-testid="apikey-name-error">
          {nameError}
        </span>
      </div>
      <fieldset className={styles.scopes}>
        <legend className={ui.label}>{t('apiKeys.scope')}</legend>
        {API_KEY_SCOPES.map((option) => (
          <div key={option} className={styles.scope}>
            <input
              id={`${ids}-scope-${option}`}
              type="radio"
              name={`${ids}-scope`}
              value={option}
              data-testid={`apikey-scope-${option}`}
              checked={scope === option}
              aria-describedby={`${ids}-scope-${option}-hint`}
              onChange={() => setScope(option)}
            />
            <label htmlFor={`${ids}-scope-${option}`}>{t(`apiKeys.scopes.${option}`)}</label>
            <span id={`${ids}-scope-${option}-hint`} className={`${ui.subtle} ${styles.hint}`}>
              {t(`apiKeys.scopeHints.${option}`)}
            </span>
          </div>
        ))}
      </fieldset>
      <Button
        type="submit"
        appearance="primary"
        isDisabled={saving || tooLong}
        testId="apikey-create"
      >
        {t('apiKeys.create')}
      </Button>
    </form>
  );
}
