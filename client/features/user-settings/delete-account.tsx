/**
 * A portal person deletes their own account (docs/PORTAL.md): asked once, then the server
 * erases them from their site and deletes their Firebase account, and they are signed out.
 * Shown only to portal users: an Atlassian account is closed at Atlassian.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Button from '@atlaskit/button/default/button';
import { getMe } from '../../api/get-me';
import { deletePortalAccount } from '../../api/delete-portal-account';
import { signOutHere } from '../../lib/sign-out';
import { errorText } from '../../lib/error-text';
import { showError, showSuccess } from '../../messages/show-message';
import { useAsk } from '../../ui/dialog';
import ui from '../../ui/ui.module.css';

export function DeleteAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [dialog, ask] = useAsk();
  const [portal, setPortal] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    getMe().then(
      (me) => live && setPortal(me.productType === 'portal'),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!portal) return null;

  const remove = async () => {
    const answer = await ask({
      kind: 'confirm',
      title: t('userSettings.deleteAccount.confirmTitle'),
      body: t('userSettings.deleteAccount.confirmBody'),
      confirm: t('userSettings.deleteAccount.confirm'),
      danger: true,
    });
    if (!answer) return;
    setBusy(true);
    try {
      await deletePortalAccount();
      await signOutHere();
      showSuccess(t('userSettings.deleteAccount.done'));
      navigate('/web');
    } catch (error) {
      setBusy(false);
      showError(t('userSettings.deleteAccount.failed'), errorText(error));
    }
  };
  return (
    <section data-testid="delete-account">
      <h3 className={ui.heading}>{t('userSettings.deleteAccount.title')}</h3>
      <p className={ui.subtle}>{t('userSettings.deleteAccount.hint')}</p>
      <Button appearance="danger" isDisabled={busy} onClick={() => void remove()}>
        {t('userSettings.deleteAccount.button')}
      </Button>
      {dialog}
    </section>
  );
}
