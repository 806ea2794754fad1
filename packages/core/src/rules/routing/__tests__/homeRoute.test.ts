import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chatRedirectOf, homeRouteOf, stripLanguageModalSuffix } from '../homeRoute';

const notFound = { kind: 'notFound', redirectTo: '/404' };

describe('homeRouteOf (the /404 rule)', () => {
  it.each([
    ['/', { kind: 'home', language: undefined, opensLanguageModal: false }],
    ['', { kind: 'home', language: undefined, opensLanguageModal: false }],
    ['/en', { kind: 'home', language: 'en', opensLanguageModal: false }],
    ['/ar-AE/', { kind: 'home', language: 'ar-AE', opensLanguageModal: false }],
    ['/ar', { kind: 'home', language: 'ar', opensLanguageModal: false }],
    ['/fr', { kind: 'home', language: 'fr', opensLanguageModal: false }],
    ['/chat', { kind: 'chat', language: undefined, opensLanguageModal: false }],
    ['/en/chat', { kind: 'chat', language: 'en', opensLanguageModal: false }],
    ['/langsTranslation', { kind: 'home', language: undefined, opensLanguageModal: true }],
    ['/ar-AE/langsTranslation', { kind: 'home', language: 'ar-AE', opensLanguageModal: true }],
    ['/en/chat/langsTranslation', { kind: 'chat', language: 'en', opensLanguageModal: true }],
    ['/de', notFound],
    ['/en/fr', notFound],
    ['/mylocker', notFound],
    ['/en/chat/x', notFound],
    ['/langsTranslation/en', notFound],
  ])('%j → %j', (path, route) => {
    expect(homeRouteOf(path, ['fr', 'UR'])).toEqual(route);
  });

  it('reads stored language codes ignoring case', () => {
    expect(homeRouteOf('/ur', ['UR']).kind).toBe('home');
  });

  it('never throws and sends every unlisted first segment to /404', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        const route = homeRouteOf(`/${path}`);
        if (route.kind !== 'notFound') {
          const segment = stripLanguageModalSuffix(`/${path}`)
            .pathname.split('/')
            .filter(Boolean)[0]
            ?.toLowerCase();
          expect([undefined, 'en', 'ar', 'ar-ae', 'chat']).toContain(segment);
        }
      }),
    );
  });
});

describe('stripLanguageModalSuffix', () => {
  it.each([
    ['/en/mylocker/langsTranslation', '/en/mylocker', true],
    ['/en/mylocker/langstranslation/', '/en/mylocker', true],
    ['/langsTranslation', '/', true],
    ['/en/mylocker', '/en/mylocker', false],
  ])('%s → %s (modal %s)', (path, stripped, opens) => {
    expect(stripLanguageModalSuffix(path)).toEqual({
      pathname: stripped,
      opensLanguageModal: opens,
    });
  });
});

describe('chatRedirectOf', () => {
  it('sends /chat?action= to the root, keeping the language and the action', () => {
    expect(chatRedirectOf('/chat', '?action=payBills')).toBe('/?action=payBills');
    expect(chatRedirectOf('/ar-AE/chat', new URLSearchParams({ action: 'a b&c' }))).toBe(
      '/ar-AE/?action=a+b%26c',
    );
  });

  it('does nothing without an action or off the chat path', () => {
    expect(chatRedirectOf('/chat', '')).toBeUndefined();
    expect(chatRedirectOf('/chat', '?action=')).toBeUndefined();
    expect(chatRedirectOf('/en', '?action=x')).toBeUndefined();
  });
});
