import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as createTranslator from '../createTranslator';
import * as formatMessage from '../formatMessage';
import * as loadCatalogue from '../loadCatalogue';
import * as message from '../message';
import * as namespaces from '../namespaces';
import * as notificationBellLabel from '../notificationBellLabel';
import * as reportMissingMessage from '../reportMissingMessage';
import * as shellMessages from '../shellMessages';
import { exportedFunctions, expectNoTypeError } from './support/robustness';

const functions = exportedFunctions({
  createTranslator,
  formatMessage,
  loadCatalogue,
  message,
  namespaces,
  notificationBellLabel,
  reportMissingMessage,
  shellMessages,
});

const options = {
  optionKeys: ['locale', 'loader', 'onMissing', 'numberingSystem', 'key', 'reason', 'count'],
  plausible: [
    'en',
    'ar-AE',
    'fr',
    'session',
    'common',
    'header.notifications.label',
    'Hello {name}',
  ],
};

// Keys, locales and values reach the i18n runtime from components, URLs and server data. Whatever
// arrives, it answers (the key itself, the English text) or, for a developer's mistake, throws an
// error naming the function; never a TypeError.
describe('every i18n function', () => {
  // reportMissingMessage warns in development; the warnings are expected here, not news.
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it.each(functions)(
    '%s answers or throws an error naming itself, whatever the arguments',
    async (name, fn) => {
      await expectNoTypeError(name, fn, options);
    },
  );

  const translator = createTranslator.createTranslator({
    locale: 'ar-AE',
    loader: loadCatalogue.loadCatalogue,
    onMissing: () => undefined,
  });
  it.each(exportedFunctions({ translator }, { all: true }))(
    '%s answers or throws an error naming itself, whatever the arguments',
    async (name, fn) => {
      await translator.load('session');
      await expectNoTypeError(name, fn, options);
    },
  );
});

describe('malformed input seen in the field', () => {
  it('answers instead of crashing', () => {
    const onMissing = vi.fn();
    const i18n = createTranslator.createTranslator({
      locale: 'en',
      loader: loadCatalogue.loadCatalogue,
      onMissing,
    });
    expect(i18n.t(undefined as never)).toBe('');
    expect(onMissing).toHaveBeenCalledWith({
      key: 'undefined',
      locale: 'en',
      reason: 'unknown-key',
    });
    expect(namespaces.namespaceOf('constructor.x')).toBeUndefined();
    expect(namespaces.namespaceOf(3 as never)).toBeUndefined();
    expect(namespaces.namespaceOf('commonX')).toBeUndefined();
    expect(namespaces.namespaceOf('common.x')).toBe('common');
    expect(message.isPlainText(null as never)).toBe(false);
    expect(notificationBellLabel.notificationBellLabel('fr' as never, '3' as never)).toBe(
      notificationBellLabel.notificationBellLabel('en', 0),
    );
    expect(() => reportMissingMessage.reportMissingMessage(null as never)).not.toThrow();
  });

  it('names the caller’s mistake', async () => {
    expect(() => createTranslator.createTranslator(undefined as never)).toThrow(
      /createTranslator: options need a string locale/,
    );
    expect(() => createTranslator.catalogueLocaleOf('en', 'toString' as never)).toThrow(
      /catalogueLocaleOf: Unknown i18n namespace "toString"/,
    );
    await expect(loadCatalogue.loadCatalogue('constructor', 'common')).rejects.toThrow(
      /no "common" catalogue ships for locale "constructor"/,
    );
    const onMissing = vi.fn();
    const broken = createTranslator.createTranslator({
      locale: 'en',
      loader: async () => undefined as never,
      onMissing,
    });
    await broken.load('common');
    expect(broken.t('common.notAvailable')).toBe('common.notAvailable');
    expect(onMissing).toHaveBeenCalledWith({
      key: 'common.notAvailable',
      locale: 'en',
      reason: 'missing-in-english',
    });
    await expect(broken.load('nope' as never)).rejects.toThrow(
      /translator.load: Unknown i18n namespace "nope"/,
    );
    expect(() => formatMessage.formatMessage('en', 'a.b', 42 as never)).toThrow(
      /formatMessage: message "a.b" \(en\) could not be formatted/,
    );
    expect(() => formatMessage.formatMessage('en', 'a.b', 'Hi {name}', 5 as never)).toThrow(
      /formatMessage: message "a.b" \(en\) could not be formatted/,
    );
  });
});
