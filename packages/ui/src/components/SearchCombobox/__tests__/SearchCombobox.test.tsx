import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { SearchCombobox, type SearchComboboxProps, type SearchSuggestion } from '../SearchCombobox';

const SERVICES = ['Renew driving licence', 'Renew vehicle registration', 'Renew trade licence'];

const suggestionsFor = (text: string): SearchSuggestion[] =>
  SERVICES.filter((label) => label.toLowerCase().includes(text.toLowerCase())).map((label) => ({
    id: label,
    label,
  }));

/** A promise the test settles by hand, to make answers arrive in any order. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Search(props: Partial<SearchComboboxProps>) {
  return (
    <SearchCombobox
      label="Find a service"
      suggestionsLabel="Are you looking for…"
      countLabel={(n) => (n === 0 ? 'No suggestions' : `${n} suggestions`)}
      onSearch={async (text) => suggestionsFor(text)}
      debounceMs={0}
      {...props}
    />
  );
}

const combobox = () => page.getByRole('combobox', { name: 'Find a service' });
const input = () => combobox().element() as HTMLInputElement;
const listbox = () => document.querySelector('[role="listbox"]');
const optionLabels = () =>
  [...document.querySelectorAll('[role="option"]')].map((option) => option.textContent);
const status = () => page.getByRole('status');

/** Types `text` one character at a time, as `input` events, all within the current task. */
function typeInOneTask(element: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  for (const character of text) {
    setValue.call(element, element.value + character);
    element.dispatchEvent(new InputEvent('input', { bubbles: true, data: character }));
  }
}

describe('SearchCombobox', () => {
  it('is a collapsed ARIA 1.2 combobox that controls its listbox', async () => {
    await render(<Search placeholder="Find a service" />);
    const box = input();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.getAttribute('aria-controls')).toBeTruthy();
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect(listbox()).toBeNull();
  });

  it('lists the suggestions under a label that names the listbox, and announces their count', async () => {
    await render(<Search />);
    await userEvent.click(combobox());
    await userEvent.keyboard('renew');
    await expect.element(page.getByRole('listbox', { name: 'Are you looking for…' })).toBeVisible();
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-controls')).toBe(listbox()?.id);
    expect(optionLabels()).toEqual(SERVICES);
    await expect.element(status()).toHaveTextContent('3 suggestions');
  });

  it('waits for the debounce before searching, once for a burst of keystrokes', async () => {
    const onSearch = vi.fn(async (text: string) => suggestionsFor(text));
    await render(<Search onSearch={onSearch} debounceMs={300} />);
    await userEvent.click(combobox());
    // Three keystrokes inside one task: no timer can run between them, however loaded the machine
    // (typing through the driver leaves gaps that can outlast any debounce on a busy runner).
    typeInOneTask(input(), 'lic');
    const typedAt = performance.now();
    expect(onSearch).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(performance.now() - typedAt).toBeGreaterThanOrEqual(300);
    expect(onSearch).toHaveBeenCalledWith('lic', expect.any(AbortSignal));
    await expect.element(page.getByRole('listbox')).toBeVisible();
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('aborts the previous request and never shows an older answer over a newer one', async () => {
    const requests: {
      text: string;
      signal: AbortSignal;
      answer: ReturnType<typeof deferred<SearchSuggestion[]>>;
    }[] = [];
    const onSearch = (text: string, signal: AbortSignal) => {
      const answer = deferred<SearchSuggestion[]>();
      requests.push({ text, signal, answer });
      return answer.promise;
    };
    await render(<Search onSearch={onSearch} />);
    await userEvent.click(combobox());
    await userEvent.fill(combobox(), 're');
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await userEvent.fill(combobox(), 'renew t');
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[0]!.signal.aborted).toBe(true);
    expect(requests[1]!.signal.aborted).toBe(false);
    expect(requests.map((request) => request.text)).toEqual(['re', 'renew t']);

    // The newer answer arrives first, then the older one: the older one must not replace it.
    requests[1]!.answer.resolve(suggestionsFor('renew t'));
    await vi.waitFor(() => expect(optionLabels()).toEqual(['Renew trade licence']));
    requests[0]!.answer.resolve(suggestionsFor('re'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(optionLabels()).toEqual(['Renew trade licence']);
    await expect.element(status()).toHaveTextContent('1 suggestions');
  });

  it('drops an older answer that arrives before the newer one', async () => {
    const answers: ReturnType<typeof deferred<SearchSuggestion[]>>[] = [];
    const onSearch = () => {
      const answer = deferred<SearchSuggestion[]>();
      answers.push(answer);
      return answer.promise;
    };
    await render(<Search onSearch={onSearch} />);
    await userEvent.click(combobox());
    await userEvent.fill(combobox(), 're');
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    await userEvent.fill(combobox(), 'renewal');
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[0]!.resolve(suggestionsFor('re'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listbox()).toBeNull();
    answers[1]!.resolve([{ id: 'x', label: 'Renewal of Emirates ID' }]);
    await vi.waitFor(() => expect(optionLabels()).toEqual(['Renewal of Emirates ID']));
  });

  it('shows no list and announces none when the search fails', async () => {
    await render(<Search onSearch={() => Promise.reject(new Error('offline'))} />);
    await userEvent.click(combobox());
    await userEvent.keyboard('renew');
    await expect.element(status()).toHaveTextContent('No suggestions');
    expect(listbox()).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('lists at most maxSuggestions', async () => {
    const many = Array.from({ length: 9 }, (_, index) => ({
      id: String(index),
      label: `Service ${index}`,
    }));
    await render(<Search onSearch={async () => many} />);
    await userEvent.click(combobox());
    await userEvent.keyboard('s');
    await vi.waitFor(() => expect(optionLabels()).toHaveLength(5));
    await expect.element(status()).toHaveTextContent('5 suggestions');
  });

  it('moves through the suggestions with the arrows, Home and End, keeping focus in the box', async () => {
    await render(<Search />);
    await userEvent.click(combobox());
    await userEvent.keyboard('renew');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    const active = () => {
      const id = input().getAttribute('aria-activedescendant');
      return id ? document.getElementById(id)?.textContent : undefined;
    };
    expect(active()).toBeUndefined();
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe(SERVICES[0]);
    await expect
      .element(page.getByRole('option', { name: SERVICES[0] }))
      .toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe(SERVICES[1]);
    await userEvent.keyboard('{End}');
    expect(active()).toBe(SERVICES[2]);
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe(SERVICES[0]);
    await userEvent.keyboard('{ArrowUp}');
    expect(active()).toBe(SERVICES[2]);
    await userEvent.keyboard('{Home}');
    expect(active()).toBe(SERVICES[0]);
    expect(document.activeElement).toBe(input());
  });

  it('chooses the highlighted suggestion with Enter', async () => {
    const onSelect = vi.fn();
    const onSubmit = vi.fn();
    await render(<Search onSelect={onSelect} onSubmit={onSubmit} />);
    await userEvent.click(combobox());
    await userEvent.keyboard('renew');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ id: SERVICES[1], label: SERVICES[1] });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input().value).toBe(SERVICES[1]);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(listbox()).toBeNull();
  });

  it('keeps the highlighted suggestion through a later answer that still lists it, and only then', async () => {
    // A request sent during a pause in typing answers while the next one is on its way: the person
    // arrows to a suggestion of the first answer before the second arrives (CI run of Stop 44).
    const answers: ReturnType<typeof deferred<SearchSuggestion[]>>[] = [];
    const onSearch = () => {
      const answer = deferred<SearchSuggestion[]>();
      answers.push(answer);
      return answer.promise;
    };
    const onSelect = vi.fn();
    const onSubmit = vi.fn();
    await render(<Search onSearch={onSearch} onSelect={onSelect} onSubmit={onSubmit} />);
    await userEvent.click(combobox());
    await userEvent.fill(combobox(), 'renew');
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!.resolve(suggestionsFor('renew'));
    await vi.waitFor(() => expect(optionLabels()).toEqual(SERVICES));
    await userEvent.fill(combobox(), 'renew ');
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const highlighted = () => document.querySelector('[role="option"][aria-selected="true"]');
    expect(highlighted()?.textContent).toBe(SERVICES[1]);

    // The newer answer lists it first now: the highlight follows it, and Enter chooses it.
    answers[1]!.resolve([SERVICES[1]!, SERVICES[2]!].map((label) => ({ id: label, label })));
    await vi.waitFor(() => expect(optionLabels()).toEqual([SERVICES[1], SERVICES[2]]));
    expect(highlighted()?.textContent).toBe(SERVICES[1]);
    expect(input().getAttribute('aria-activedescendant')).toBe(highlighted()?.id);
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ id: SERVICES[1], label: SERVICES[1] });
    expect(onSubmit).not.toHaveBeenCalled();

    // An answer that no longer lists the highlighted one leaves nothing highlighted: Enter searches.
    await userEvent.fill(combobox(), 'renew');
    await vi.waitFor(() => expect(answers).toHaveLength(3));
    answers[2]!.resolve(suggestionsFor('renew'));
    await vi.waitFor(() => expect(optionLabels()).toEqual(SERVICES));
    await userEvent.fill(combobox(), 'renew t');
    await vi.waitFor(() => expect(answers).toHaveLength(4));
    await userEvent.keyboard('{ArrowDown}');
    expect(highlighted()?.textContent).toBe(SERVICES[0]);
    answers[3]!.resolve(suggestionsFor('renew t'));
    await vi.waitFor(() => expect(optionLabels()).toEqual(['Renew trade licence']));
    expect(highlighted()).toBeNull();
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('renew t');
  });

  it('keeps what a person typed into the prerendered box before the page was adopted (issue S)', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const onSubmit = vi.fn();
    function Page() {
      const [text, setText] = useState('');
      return <Search value={text} onValueChange={setText} onSubmit={onSubmit} />;
    }
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Page />);
    // Typed before the app's script ran: the prerendered box holds the text and the focus.
    const box = container.querySelector('input')!;
    box.focus();
    box.value = 'licence';
    const root = hydrateRoot(container, <Page />);
    try {
      await expect
        .poll(() => optionLabels())
        .toEqual(['Renew driving licence', 'Renew trade licence']);
      expect(box.value).toBe('licence');
      expect(document.activeElement).toBe(box);
      await userEvent.keyboard('{Enter}');
      expect(onSubmit).toHaveBeenCalledWith('licence');
    } finally {
      root.unmount();
      container.remove();
    }
  });

  it('submits the trimmed text with Enter when no suggestion is highlighted', async () => {
    const onSelect = vi.fn();
    const onSubmit = vi.fn();
    await render(<Search onSelect={onSelect} onSubmit={onSubmit} />);
    await userEvent.click(combobox());
    await userEvent.keyboard('  renew ');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('renew');
    expect(onSelect).not.toHaveBeenCalled();
    expect(listbox()).toBeNull();
  });

  it('chooses a suggestion with the pointer without losing focus', async () => {
    const onSelect = vi.fn();
    await render(<Search onSelect={onSelect} />);
    await userEvent.click(combobox());
    await userEvent.keyboard('trade');
    await userEvent.click(page.getByRole('option', { name: 'Renew trade licence' }));
    expect(onSelect).toHaveBeenCalledWith({ id: SERVICES[2], label: SERVICES[2] });
    expect(document.activeElement).toBe(input());
  });

  it('closes with Escape, then clears the text with a second Escape', async () => {
    await render(<Search />);
    await userEvent.click(combobox());
    await userEvent.keyboard('renew');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(listbox()).toBeNull();
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
    expect(input().value).toBe('renew');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}{Escape}');
    expect(input().value).toBe('');
    await expect.element(status()).toHaveTextContent('');
  });

  it('keeps the Escapes it uses from the menu or dialog around it, and passes on the next one', async () => {
    const onOuterEscape = vi.fn();
    await render(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a stand-in for a menu panel
      <div onKeyDown={(event) => event.key === 'Escape' && onOuterEscape()}>
        <Search />
      </div>,
    );
    await userEvent.click(combobox());
    await userEvent.keyboard('renew');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(listbox()).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(input().value).toBe('');
    expect(onOuterEscape).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onOuterEscape).toHaveBeenCalledTimes(1);
  });

  it('closes when focus leaves and does not pop open for an answer that arrives later', async () => {
    const answer = deferred<SearchSuggestion[]>();
    await render(
      <>
        <Search onSearch={() => answer.promise} />
        <button type="button">Elsewhere</button>
      </>,
    );
    await userEvent.click(combobox());
    await userEvent.keyboard('renew');
    await userEvent.click(page.getByRole('button', { name: 'Elsewhere' }));
    answer.resolve(suggestionsFor('renew'));
    await expect.element(status()).toHaveTextContent('3 suggestions');
    expect(listbox()).toBeNull();
  });

  it('aborts the request in flight when unmounted', async () => {
    let signal: AbortSignal | undefined;
    const { unmount } = await render(
      <Search
        onSearch={(_, requestSignal) => {
          signal = requestSignal;
          return new Promise(() => {});
        }}
      />,
    );
    await userEvent.click(combobox());
    await userEvent.keyboard('r');
    await vi.waitFor(() => expect(signal).toBeDefined());
    await unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('lets the caller control the text and the open state', async () => {
    const onOpenChange = vi.fn();
    function Controlled() {
      const [text, setText] = useState('renew');
      const [open, setOpen] = useState(false);
      return (
        <>
          <Search value={text} onValueChange={setText} open={open} onOpenChange={onOpenChange} />
          <button
            type="button"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setOpen(true)}
          >
            Show
          </button>
          <output>{text}</output>
        </>
      );
    }
    await render(<Controlled />);
    expect(input().value).toBe('renew');
    await userEvent.click(combobox());
    await userEvent.keyboard(' t');
    expect(document.querySelector('output')?.textContent).toBe('renew t');
    // The answer asks to open; the caller keeps it closed until it says otherwise.
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(true));
    expect(listbox()).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Show' }));
    await expect.element(page.getByRole('listbox')).toBeVisible();
  });

  it('fits a 320 px column without scrolling sideways', async () => {
    await render(
      <div style={{ width: 320 }}>
        <Search />
      </div>,
    );
    await userEvent.click(combobox());
    await userEvent.keyboard('renew');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    const root = document.querySelector<HTMLElement>('[data-slot="search-combobox"]')!;
    expect(root.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    const popup = document.querySelector<HTMLElement>('[data-slot="search-combobox-popup"]')!;
    expect(popup.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    expect(popup.scrollWidth).toBeLessThanOrEqual(popup.clientWidth);
  });

  it('shows every suggestion inside a box that clips, under a later layer that would cover it (issue O item 12)', async () => {
    await render(
      <div>
        {/* The home hero's shape: rounded, clipping, its own stacking context. */}
        <section style={{ overflow: 'hidden', isolation: 'isolate', position: 'relative' }}>
          <div style={{ width: 400, padding: 8 }}>
            <Search />
          </div>
        </section>
        <div style={{ position: 'relative', zIndex: 5, height: 400, background: 'white' }}>
          The next section
        </div>
      </div>,
    );
    await userEvent.click(combobox());
    await userEvent.keyboard('renew');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    const box = document.querySelector('[data-slot="search-combobox-input"]')!;
    const options = [...document.querySelectorAll<HTMLElement>('[role="option"]')];
    expect(options).toHaveLength(3);
    for (const option of options) {
      const { left, right, top, bottom } = option.getBoundingClientRect();
      // Corners inset past the option's rounded corner (hit testing follows the curve).
      const inset =
        2 + parseFloat(getComputedStyle(option).borderTopLeftRadius) * (1 - Math.SQRT1_2);
      for (const [x, y] of [
        [(left + right) / 2, (top + bottom) / 2],
        [left + inset, top + inset],
        [right - inset, bottom - inset],
      ] as const) {
        const hit = document.elementFromPoint(x, y);
        expect(hit !== null && option.contains(hit), `${option.textContent} at ${x},${y}`).toBe(
          true,
        );
      }
    }
    // Under the box, at its width, and still after it in the DOM (the reading order).
    const popup = document.querySelector<HTMLElement>('[data-slot="search-combobox-popup"]')!;
    expect(popup.getBoundingClientRect().top).toBeGreaterThan(box.getBoundingClientRect().bottom);
    expect(popup.getBoundingClientRect().width).toBeCloseTo(
      box.parentElement!.getBoundingClientRect().width,
      0,
    );
    expect(box.compareDocumentPosition(popup) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // A click on one still chooses it, and focus stays in the box.
    await userEvent.click(page.getByRole('option', { name: 'Renew trade licence' }));
    expect(input().value).toBe('Renew trade licence');
    expect(document.activeElement).toBe(input());
  });

  it('follows its box when a panel around it or the page scrolls', async () => {
    await render(
      <div style={{ height: 2000, paddingTop: 100 }}>
        <div data-testid="panel" style={{ height: 200, overflowY: 'auto' }}>
          <div style={{ height: 600, paddingTop: 40 }}>
            <Search />
          </div>
        </div>
      </div>,
    );
    await userEvent.click(combobox());
    await userEvent.keyboard('renew');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    const popup = document.querySelector<HTMLElement>('[data-slot="search-combobox-popup"]')!;
    const gap = () =>
      popup.getBoundingClientRect().top - input().parentElement!.getBoundingClientRect().bottom;
    const before = gap();
    expect(before).toBeGreaterThanOrEqual(0);
    expect(before).toBeLessThan(16);

    document.querySelector('[data-testid="panel"]')!.scrollTop = 30;
    await vi.waitFor(() => expect(gap()).toBeCloseTo(before, 0));
    window.scrollBy(0, 50);
    await vi.waitFor(() => expect(gap()).toBeCloseTo(before, 0));

    window.scrollTo(0, 0);
  });

  it('opens above the box when the room below is short, and lines up with the box in Arabic', async () => {
    await render(
      <div dir="rtl" style={{ position: 'fixed', insetInline: 40, bottom: 20, width: 300 }}>
        <Search />
      </div>,
    );
    await userEvent.click(combobox());
    await userEvent.keyboard('renew');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    const anchor = input().parentElement!.getBoundingClientRect();
    const popup = document
      .querySelector<HTMLElement>('[data-slot="search-combobox-popup"]')!
      .getBoundingClientRect();
    expect(popup.bottom).toBeLessThan(anchor.top);
    expect(popup.top).toBeGreaterThanOrEqual(0);
    expect(popup.left).toBeCloseTo(anchor.left, 0);
    expect(popup.right).toBeCloseTo(anchor.right, 0);
    expect(getComputedStyle(document.querySelector('[role="listbox"]')!).direction).toBe('rtl');
  });
});
