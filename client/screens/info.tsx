import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { readBootData } from '../lib/boot';
import { hostStatusAtom } from '../state/host-status';
import { globalSettingsAtom, showCheckedTasksAtom } from '../state/atoms';
import styles from './screens.module.css';

/** /info (development, or `?info=true`): what the app knows about where it runs. */
export default function Info() {
  const { t, i18n } = useTranslation();
  const boot = readBootData();
  const host = useAtomValue(hostStatusAtom);
  const settings = useAtomValue(globalSettingsAtom);
  const showChecked = useAtomValue(showCheckedTasksAtom);
  const rows: [string, string][] = [
    [t('info.environment'), boot.environment],
    [t('info.product'), boot.product ?? '—'],
    [t('info.host'), host.kind === 'ready' ? `ready (${host.locale ?? '?'})` : host.kind],
    [t('info.language'), i18n.language],
    [t('info.settings'), settings ? JSON.stringify(settings) : '—'],
    [t('info.showCheckedTasks'), String(showChecked)],
  ];
  return (
    <section data-testid="info">
      <h2 className={styles.heading}>{t('screens.info')}</h2>
      <table className={styles.infoTable}>
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
