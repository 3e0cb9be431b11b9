import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import { LoadState } from '../../ui/load-state';
import { Markdown } from '../../ui/markdown';
import { useOverviewPaths } from '../../routing/paths';
import { useExamples } from '../../api/list-examples';
import type { ExampleSummaryDto } from '../../../shared/example-dto';
import styles from '../../ui/ui.module.css';

/**
 * Curated templates. "Use this template" opens the editor with the example in it; the site
 * gets the template when the person saves it, and nothing when they cancel.
 */
export default function ExamplesGallery() {
  const { t } = useTranslation();
  const to = useOverviewPaths();
  const navigate = useNavigate();
  const examples = useExamples();
  const use = (example: ExampleSummaryDto) => navigate(to.templateFromExample(example.id));

  return (
    <section data-testid="examples-gallery">
      <h2 className={styles.heading}>{t('screens.examples-gallery')}</h2>
      <p className={styles.subtle}>{t('examples.intro')}</p>
      <LoadState value={examples}>
        {(list) => (
          <div className={styles.cards}>
            {list.map((example) => (
              <article key={example.id} className={styles.card} data-testid="example-card">
                <h3 className={styles.cardTitle}>{example.title}</h3>
                <Markdown text={example.description} />
                <p className={styles.subtle}>
                  {t('counts.itemsToDo', { count: example.taskCount })} ·{' '}
                  {t(`examples.categories.${example.category}`)}
                </p>
                <ul className={styles.subtle}>
                  {example.items
                    .filter((item) => item.kind !== 'heading' && item.kind !== 'note')
                    .slice(0, 3)
                    .map((item, index) => (
                      <li key={index}>
                        <Markdown text={item.text} inline />
                      </li>
                    ))}
                </ul>
                <span className={styles.grow} />
                <Button
                  appearance="primary"
                  onClick={() => use(example)}
                  aria-label={t('examples.useNamed', { title: example.title })}
                >
                  {t('examples.use')}
                </Button>
              </article>
            ))}
          </div>
        )}
      </LoadState>
    </section>
  );
}
