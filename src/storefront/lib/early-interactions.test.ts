// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyInteractions } from './early-interactions';

/** A server-rendered form before hydration: its controls have no handlers of the page's own yet. */
function serverRenderedForm(): { root: HTMLElement; form: HTMLFormElement; email: HTMLInputElement; agree: HTMLInputElement; send: HTMLButtonElement } {
  const root = document.createElement('div');
  root.innerHTML = `<form><input name="email" value=""><input type="checkbox" name="agree"><button type="submit">Send</button></form><a href="#elsewhere">Link</a>`;
  document.body.append(root);
  return {
    root,
    form: root.querySelector('form')!,
    email: root.querySelector('input[name="email"]')!,
    agree: root.querySelector('input[name="agree"]')!,
    send: root.querySelector('button')!,
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('interactions before hydration', () => {
  it('holds a click on a button, then hands over what was typed and replays the click once the page is live', async () => {
    const { root, email, agree, send } = serverRenderedForm();
    const release = holdEarlyInteractions(root);

    // Typed and ticked before hydration: the DOM has the values, no component has seen them.
    email.value = 'meera@example.com';
    agree.checked = true;
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    send.dispatchEvent(early);
    expect(early.defaultPrevented, 'the early click is held, not sent as a plain form post').toBe(true);

    // Hydration attaches the component's handlers; record what they hear, in order.
    const heard: string[] = [];
    root.addEventListener('input', (event) => heard.push(`input:${(event.target as HTMLInputElement).value}`));
    root.addEventListener('change', (event) => heard.push(`change:${(event.target as HTMLInputElement).checked}`));
    send.addEventListener('click', (event) => {
      event.preventDefault();
      heard.push('click');
    });
    await release();

    expect(heard).toEqual(['input:meera@example.com', 'change:true', 'click']);
  });

  it('replays an Enter submission of a form and leaves untouched fields and links alone', async () => {
    const { root, form, email } = serverRenderedForm();
    form.querySelector('button')!.remove();
    const release = holdEarlyInteractions(root);
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('a')!.dispatchEvent(link);
    expect(link.defaultPrevented, 'a link works as a plain link').toBe(false);

    const heard: string[] = [];
    email.addEventListener('input', () => heard.push('input'));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      heard.push('submit');
    });
    await release();
    expect(heard).toEqual(['submit']);
  });

  it('keeps a held click from a button already live while other parts of the page still hydrate, and replays it once', async () => {
    const { root, send } = serverRenderedForm();
    const release = holdEarlyInteractions(root);
    let clicks = 0;
    send.addEventListener('click', (event) => {
      event.preventDefault();
      clicks += 1;
    });
    send.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(clicks, 'not heard while held').toBe(0);
    await release();
    expect(clicks).toBe(1);
  });

  it('stops holding once released: later clicks reach the page directly, once', async () => {
    const { root, send } = serverRenderedForm();
    await holdEarlyInteractions(root)();
    let clicks = 0;
    send.addEventListener('click', (event) => {
      event.preventDefault();
      clicks += 1;
    });
    const late = new MouseEvent('click', { bubbles: true, cancelable: true });
    send.dispatchEvent(late);
    expect(clicks).toBe(1);
  });
});
