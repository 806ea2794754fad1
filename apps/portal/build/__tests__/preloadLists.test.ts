import { describe, expect, it } from 'vitest';
import { preloadLists } from '../preloadLists.ts';

type Handler = (options: unknown, bundle: unknown) => void;

const chunk = (imports: string[]) => ({ type: 'chunk', imports });

/** A bundle: the entry imports react; startApp imports the router and react; a page imports ui. */
const BUNDLE = {
  'assets/index.js': chunk(['assets/react.js']),
  'assets/startApp.js': chunk(['assets/tanstack.js', 'assets/shell.js']),
  'assets/shell.js': chunk(['assets/react.js']),
  'assets/react.js': chunk([]),
  'assets/tanstack.js': chunk([]),
  'assets/Page.js': chunk(['assets/react.js', 'assets/tanstack.js', 'assets/ui.js']),
  'assets/ui.js': chunk(['assets/react.js']),
  'assets/styles.css': { type: 'asset' },
};

function written() {
  const lists = preloadLists();
  const generate = lists.plugin.generateBundle as { handler: Handler };
  generate.handler({}, BUNDLE);
  return lists.resolveDependencies;
}

describe('the lazy imports’ preload lists', () => {
  it('leave out what the importing chunk has already loaded, through its own imports too', () => {
    const resolve = written();
    expect(
      resolve(
        'assets/Page.js',
        ['assets/Page.js', 'assets/react.js', 'assets/tanstack.js', 'assets/ui.js'],
        {
          hostId: 'assets/startApp.js',
          hostType: 'js',
        },
      ),
    ).toEqual(['assets/Page.js', 'assets/ui.js']);
  });

  it('keep every chunk the host has not loaded, and the whole list for an HTML host', () => {
    const resolve = written();
    const deps = ['assets/Page.js', 'assets/tanstack.js', 'assets/ui.js'];
    expect(resolve('assets/Page.js', deps, { hostId: 'assets/index.js', hostType: 'js' })).toEqual(
      deps,
    );
    expect(resolve('assets/Page.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(
      deps,
    );
  });

  it('keep the lists whole before the bundle is written', () => {
    const { resolveDependencies } = preloadLists();
    expect(
      resolveDependencies('assets/Page.js', ['assets/react.js'], {
        hostId: 'assets/index.js',
        hostType: 'js',
      }),
    ).toEqual(['assets/react.js']);
  });
});
