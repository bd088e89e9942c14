// The listing's filter drawer on phones: while the shopper ticks options, ask the listing what they would give (the
// very GET the form sends) and say it on the "Show N products" button and beside each option.
import { showResultsLabel } from './count-labels';

export interface FilterPreview {
  update: () => Promise<void>;
  /** Back to the filters the page was shown with (the drawer closed without applying). */
  reset: () => void;
}

const countOf = (option: Element) => option.querySelector('.option-count');

export function previewFilters(form: HTMLFormElement, panel: HTMLElement, show: HTMLButtonElement): FilterPreview {
  const options = Array.from(panel.querySelectorAll('.option'));
  const shownCounts = new Map(options.map((option) => [option, countOf(option)?.textContent ?? '']));
  const shownTotal = Number(show.dataset.total);
  let asked = 0;

  function showTotal(total: number) {
    show.textContent = showResultsLabel(total);
    show.disabled = total === 0;
  }

  async function update() {
    const ticket = ++asked;
    const query = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === 'string') query.append(key, value);
    show.setAttribute('aria-busy', 'true');
    try {
      const response = await fetch(`${form.action}?${query}`, { headers: { accept: 'text/html' } });
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      if (ticket !== asked) return;
      const total = Number(page.querySelector<HTMLElement>('.show-results')?.dataset.total);
      if (!Number.isInteger(total)) throw new Error(`no listing in the answer (${response.status})`);
      showTotal(total);
      for (const option of options) {
        const input = option.querySelector('input');
        const count = countOf(option);
        if (!input || !count) continue;
        const there = page.querySelector(
          `.option input[name="${CSS.escape(input.name)}"][value="${CSS.escape(input.value)}"]`,
        );
        count.textContent = (there && countOf(there.closest('.option') ?? there)?.textContent) || '(0)';
      }
    } catch {
      // The count is a courtesy: without it the button still applies the filters.
      if (ticket === asked) {
        show.textContent = 'Show products';
        show.disabled = false;
      }
    } finally {
      if (ticket === asked) show.removeAttribute('aria-busy');
    }
  }

  function reset() {
    asked += 1;
    form.reset();
    showTotal(shownTotal);
    show.removeAttribute('aria-busy');
    for (const [option, text] of shownCounts) {
      const count = countOf(option);
      if (count) count.textContent = text;
    }
  }

  return { update, reset };
}
