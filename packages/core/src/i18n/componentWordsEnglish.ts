import type { ComponentWords } from './componentWords';
import { countFormatOf } from './componentWordsCount';
import { englishNotificationsLabel } from './notificationBellWords';

/**
 * English. Each word is the catalogue message it names (`en/common.json`, `shell.json`…), written
 * out as a function so the components need no message runtime and no catalogue file; a test formats
 * every catalogue message and compares.
 */
export function englishComponentWords(): ComponentWords {
  const printCount = countFormatOf('en');
  return {
    close: 'Close', // common.close
    loading: 'Loading…', // common.loading
    tryAgain: 'Try again', // common.tryAgain
    retrying: 'Trying again…', // utilities.retrying
    opensInNewTab: 'opens in a new tab', // footer.opensInNewTab
    breadcrumbs: 'Breadcrumb', // shell.breadcrumbs
    pagination: 'Pages', // component.pagination
    previousPage: 'Previous page', // component.previousPage
    nextPage: 'Next page', // component.nextPage
    suggestions: 'Suggestions', // component.suggestions
    // search.suggestionsCount
    suggestionCount: (total) =>
      total === 0
        ? 'No suggestions'
        : `${printCount(total)} ${new Intl.PluralRules('en').select(total) === 'one' ? 'suggestion' : 'suggestions'}`,
    pinDigit: (current, total) => `Digit ${current} of ${total}`, // sessionDialog.digitLabel
    // header.notifications.label
    notifications: englishNotificationsLabel,
    // talkToUs.form.messageCount
    characterCount: ({ length, limit }) => `${length} of ${limit} characters`,
    step: (current, total) => `Step ${current} of ${total}`, // onboarding.progress
    toast: 'Notification', // component.toast
    toastRegion: 'Notifications ({hotkey})', // component.toastRegion
  };
}
