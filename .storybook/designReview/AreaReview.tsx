import { DocsContext, useOf } from '@storybook/addon-docs/blocks';
import { useContext, useEffect, useRef, useState } from 'react';
import type { ModuleExports } from 'storybook/internal/types';

/** The tallest a story's frame grows to; taller stories scroll inside it. */
const MAX_FRAME_HEIGHT = 1_200;
/** The least a frame is given: an open dialog needs room even when the page under it is short. */
const MIN_FRAME_HEIGHT = 420;

/**
 * One story in one language, in a frame of its own: a dialog or a menu the story opens stays inside
 * it, and the frame's document takes the language's direction, as the app's pages do. It grows to
 * the story's height.
 */
function StoryFrame({
  storyId,
  locale,
  theme,
  title,
}: {
  readonly storyId: string;
  readonly locale: 'en' | 'ar';
  readonly theme: 'light' | 'dark';
  readonly title: string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(MIN_FRAME_HEIGHT);
  useEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    let observer: ResizeObserver | undefined;
    const follow = () => {
      const body = element.contentDocument?.body;
      if (!body) return;
      observer?.disconnect();
      observer = new ResizeObserver(() =>
        setHeight(Math.min(Math.max(body.scrollHeight, MIN_FRAME_HEIGHT), MAX_FRAME_HEIGHT)),
      );
      observer.observe(body);
    };
    element.addEventListener('load', follow);
    return () => {
      element.removeEventListener('load', follow);
      observer?.disconnect();
    };
  }, []);
  const globals = `locale:${locale};theme:${theme}`;
  // `embed=true`: the story as it first draws, without its play function (Storybook's embed mode).
  // The play functions are tests; here a person reviews the state the story names.
  return (
    <iframe
      ref={frame}
      title={title}
      loading="lazy"
      src={`iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&embed=true&globals=${globals}`}
      style={{ width: '100%', height, border: '1px solid #c4cad3', borderRadius: 8 }}
    />
  );
}

/** A story of a CSF module, English and Arabic side by side, in the page's theme. */
function ReviewStory({ of }: { readonly of: unknown }) {
  const { story } = useOf(of, ['story']);
  const docs = useContext(DocsContext);
  const theme = docs.getStoryContext(story).globals['theme'] === 'dark' ? 'dark' : 'light';
  return (
    <div>
      <h3>{story.name}</h3>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
        <StoryFrame storyId={story.id} locale="en" theme={theme} title={`${story.name} (en)`} />
        <StoryFrame storyId={story.id} locale="ar" theme={theme} title={`${story.name} (ar)`} />
      </div>
    </div>
  );
}

/**
 * Every story of the given CSF modules, in order, English beside Arabic: a design review page shows
 * an area's compositions in all their states in one place. Light or dark follows the Theme toolbar.
 * Frames load as they scroll into view.
 */
export function AreaReview({ modules }: { readonly modules: readonly ModuleExports[] }) {
  return modules.map((module) => {
    const title = String((module['default'] as { title?: string } | undefined)?.title ?? '');
    const order = (module['__namedExportsOrder'] as readonly string[] | undefined) ?? [];
    const names = (order.length > 0 ? order : Object.keys(module)).filter(
      (name) => name !== 'default' && name !== '__namedExportsOrder',
    );
    return (
      <section key={title}>
        <h2>{title}</h2>
        {names.map((name) => (
          <ReviewStory key={name} of={module[name]} />
        ))}
      </section>
    );
  });
}
