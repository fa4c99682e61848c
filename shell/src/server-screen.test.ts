import {
  SERVER_SCREEN_ATTRIBUTE,
  SERVER_SCREEN_PRESSED_ATTRIBUTE,
  SERVER_SCREEN_PRESSED_KEY_ATTRIBUTE,
  SERVER_SCREEN_TAKEN_OVER_EVENT,
} from '@diet/contracts/first-route';
import { takeOverServerScreen } from './server-screen';

describe('taking over the server-rendered first screen', () => {
  const root = () => document.getElementById('root')!;
  const pageCommitted = () => document.dispatchEvent(new Event(SERVER_SCREEN_TAKEN_OVER_EVENT));
  const serve = (page: string) => {
    document.body.innerHTML = `<div id="root" ${SERVER_SCREEN_ATTRIBUTE}="static">${page}</div>`;
  };
  /** What React leaves on the nodes it hydrated: their props, under a key of its own. */
  const hydrate = (node: Element) => Object.assign(node, { __reactProps$test: {} });
  const hydrateAll = () => document.querySelectorAll('#root *').forEach(hydrate);

  it('marks the root as hydrating, and as live once the first page has committed, keeping the same nodes', () => {
    serve('<main><h1>Home</h1></main>');
    const heading = root().querySelector('h1');
    expect(takeOverServerScreen(document)).toBe(true);
    expect(root().getAttribute(SERVER_SCREEN_ATTRIBUTE)).toBe('hydrating');
    pageCommitted();
    expect(root().hasAttribute(SERVER_SCREEN_ATTRIBUTE)).toBe(false);
    expect(root().querySelector('h1')).toBe(heading);
  });

  /** The app takes over a screen of two buttons; `tapped`, what the inline script recorded. Returns the buttons the app saw pressed. */
  function takeOverAfter(tapped?: string): string[] {
    serve('<header><button type="button">Menu</button></header><main><button type="button">Pause</button></main>');
    hydrateAll();
    if (tapped !== undefined) root().setAttribute(SERVER_SCREEN_PRESSED_ATTRIBUTE, tapped);
    takeOverServerScreen(document);
    const pressed: string[] = [];
    root().addEventListener('click', (event) => pressed.push((event.target as HTMLElement).textContent!));
    expect(pressed).toEqual([]);
    pageCommitted();
    expect(root().hasAttribute(SERVER_SCREEN_PRESSED_ATTRIBUTE)).toBe(false);
    return pressed;
  }

  it('presses, once the page is live, the button pressed before hydration started', () => {
    expect(takeOverAfter('1')).toEqual(['Pause']);
  });

  it('presses nothing when no button was pressed', () => {
    expect(takeOverAfter()).toEqual([]);
  });

  it('presses a button of a part hydrated after the take-over (a lazy dialog) once that part is live', async () => {
    serve('<main><div role="dialog" aria-modal="true"><button type="button">Close</button></div></main>');
    root().setAttribute(SERVER_SCREEN_PRESSED_ATTRIBUTE, '0');
    takeOverServerScreen(document);
    const pressed: string[] = [];
    root().addEventListener('click', (event) => pressed.push((event.target as HTMLElement).textContent!));
    pageCommitted();
    await new Promise((frame) => requestAnimationFrame(frame));
    expect(pressed).toEqual([]);
    hydrateAll();
    await new Promise((frame) => requestAnimationFrame(frame));
    expect(pressed).toEqual(['Close']);
  });

  it('presses Escape again once the page and its open dialog are live, when it was pressed before (the dialog closes)', async () => {
    serve('<main><div role="dialog" aria-modal="true"><button type="button">×</button></div></main>');
    root().setAttribute(SERVER_SCREEN_PRESSED_KEY_ATTRIBUTE, 'Escape');
    takeOverServerScreen(document);
    const keys: string[] = [];
    document.addEventListener('keydown', (event) => keys.push(event.key));
    pageCommitted();
    expect(root().hasAttribute(SERVER_SCREEN_PRESSED_KEY_ATTRIBUTE)).toBe(false);
    await new Promise((frame) => requestAnimationFrame(frame));
    expect(keys).toEqual([]);
    hydrateAll();
    await new Promise((frame) => requestAnimationFrame(frame));
    await new Promise((later) => setTimeout(later));
    expect(keys).toEqual(['Escape']);
  });

  it('tells the app, as React hears a change, what the visitor typed or chose before it took over; untouched fields stay quiet', () => {
    serve(
      '<main><input name="name"><input name="kept" value="as served"><textarea name="message"></textarea><select name="subject"><option>General</option><option>Admission</option></select><input type="checkbox" name="copy"></main>',
    );
    root().querySelector('input')!.value = 'Asha';
    root().querySelector('textarea')!.value = 'When does admission open?';
    root().querySelector('select')!.value = 'Admission';
    root().querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true;
    takeOverServerScreen(document);
    const heard: string[] = [];
    root().addEventListener('input', (e) =>
      heard.push(`input ${(e.target as HTMLInputElement).name}=${String((e.target as HTMLInputElement).value)}`),
    );
    root().addEventListener('change', (e) => heard.push(`change ${(e.target as HTMLInputElement).name}`));
    pageCommitted();
    expect(root().querySelector('input')!.value).toBe('Asha');
    expect(root().querySelector('textarea')!.value).toBe('When does admission open?');
    expect(root().querySelector('select')!.value).toBe('Admission');
    expect(root().querySelector<HTMLInputElement>('input[type=checkbox]')!.checked).toBe(true);
    expect(heard).toEqual([
      'input name=Asha',
      'input message=When does admission open?',
      'change subject',
      'input copy=on',
      'change copy',
    ]);
  });

  it('leaves a page without one alone: the app renders it', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(takeOverServerScreen(document)).toBe(false);
    expect(root().hasAttribute(SERVER_SCREEN_ATTRIBUTE)).toBe(false);
  });
});
