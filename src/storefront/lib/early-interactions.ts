/** What answers a click in the page's own code (links are left alone: they work as plain links). */
const CONTROLS = 'button, input[type="submit"], input[type="button"], input[type="image"]';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isChanged(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** The event the component's onChange listens for: React's onChange is `input` for text, `change` for the rest. */
function changeEventFor(field: Field): string {
  const text = field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(field.type));
  return text ? 'input' : 'change';
}

/**
 * Between the first paint of a server-rendered page and its hydration, the page looks ready but its
 * buttons have no handlers yet: a click would be lost, and a form would be sent as a plain request
 * the API does not take. Until then, clicks on buttons and form submissions are held (no handler hears
 * them, even one of a part of the page hydrated already); the returned
 * function (called once the page is hydrated) hands what was typed to the components, then replays
 * the held clicks and submissions in order.
 */
export function holdEarlyInteractions(root: HTMLElement): () => Promise<void> {
  const held: Array<HTMLElement | HTMLFormElement> = [];
  const hold = (element: HTMLElement | HTMLFormElement, event: Event) => {
    event.preventDefault();
    // Parts of the page hydrate in turns (ADR 71): a button already live must not also hear the click it will be replayed.
    event.stopPropagation();
    if (!held.includes(element)) held.push(element);
  };
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    if (control && root.contains(control) && !control.matches(':disabled')) hold(control, event);
  };
  // Only forms without a submit button get here (Enter in a field); a button's submission is its click.
  const onSubmit = (event: SubmitEvent) => {
    if (event.target instanceof HTMLFormElement && root.contains(event.target)) hold(event.target, event);
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);

  return async () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
      if (isChanged(field)) field.dispatchEvent(new Event(changeEventFor(field), { bubbles: true }));
    }
    // Let the components re-render with what was typed before a held submit reads their state.
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const element of held) {
      if (!element.isConnected) continue;
      if (element instanceof HTMLFormElement) element.requestSubmit();
      else element.click();
    }
  };
}
