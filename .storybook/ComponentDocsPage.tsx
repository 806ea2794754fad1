import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';

/** The machine-readable facts each component folder keeps beside its code (`<Name>.docs.json`). */
interface ComponentDocs {
  readonly name: string;
  readonly status: string;
  readonly a11yReviewed: boolean;
  readonly spec?: string;
  readonly a11y?: string;
  readonly props?: ReadonlyArray<{
    readonly name: string;
    readonly type: string;
    readonly required?: boolean;
    readonly defaultValue?: string;
    readonly description?: string;
  }>;
}

const docsFiles = import.meta.glob<ComponentDocs>('../packages/ui/src/components/*/*.docs.json', {
  eager: true,
  import: 'default',
});
const docsByName = new Map(Object.values(docsFiles).map((docs) => [docs.name, docs]));

/** "Actions/Button" and "Actions/Button/Features" both belong to Button. */
function componentNameOf(title: string): string {
  const parts = title.split('/');
  const last = parts.at(-1) ?? '';
  return last === 'Features' || last === 'Examples' ? (parts.at(-2) ?? last) : last;
}

function ComponentFacts() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const docs = docsByName.get(componentNameOf(preparedMeta.title));
  if (!docs) return null;
  return (
    <section aria-label="Component facts" style={{ margin: '1rem 0' }}>
      <p>
        <strong>Status:</strong> {docs.status} · <strong>Accessibility reviewed:</strong>{' '}
        {docs.a11yReviewed ? 'yes' : 'not yet'}
        {docs.spec ? (
          <>
            {' '}
            · <strong>Spec:</strong> {docs.spec}
          </>
        ) : null}
      </p>
      {docs.a11y ? (
        <p>
          <strong>Accessibility:</strong> {docs.a11y}
        </p>
      ) : null}
    </section>
  );
}

/**
 * Autodocs for every component: the usual title, description, primary story and controls, plus the
 * status and accessibility notes from the component's `docs.json`, so the page and the file never
 * disagree.
 */
export function ComponentDocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <ComponentFacts />
      <Description />
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}
