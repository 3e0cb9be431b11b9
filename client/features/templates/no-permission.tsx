import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import SectionMessage from '@atlaskit/section-message';
import { useOverviewPaths } from '../../routing/paths';

/** A template the user may not edit: say why and what they can do instead. */
export default function TemplateNoPermission() {
  const { t } = useTranslation();
  const to = useOverviewPaths();
  return (
    <div data-testid="templates-no-permission">
      <SectionMessage appearance="warning" title={t('noPermission.title')}>
        <p>{t('noPermission.body')}</p>
        <p>
          <Link to={to.templates()}>{t('noPermission.back')}</Link>
        </p>
      </SectionMessage>
    </div>
  );
}
