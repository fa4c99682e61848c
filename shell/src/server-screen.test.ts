import { LOADING_PLACEHOLDER, SERVER_SCREEN_ID, SERVER_SCREEN_PRESSED_ATTRIBUTE } from '@diet/contracts/first-route';
import { replaceServerScreen } from './server-screen';

describe('the server-rendered first screen', () => {
  const placeholder = `<p role="status" ${Object.keys(LOADING_PLACEHOLDER)[0]}>Loading...</p>`;
  const server = () => document.getElementById(SERVER_SCREEN_ID);
  const root = () => document.getElementById('root')!;
  // MutationObserver callbacks run as microtasks.
  const mutationsSeen = () => Promise.resolve();

  beforeEach(() => {
    document.body.innerHTML = `<div id="${SERVER_SCREEN_ID}"><main><h1>Home</h1></main></div><div id="root" hidden></div>`;
  });

  it('stays while the app renders its loading states, and gives way in one step to its complete screen', async () => {
    replaceServerScreen(document);
    root().innerHTML = `<header>Institute</header><main>${placeholder}</main>`;
    await mutationsSeen();
    expect(server()).not.toBeNull();
    expect(root().hidden).toBe(true);

    root().innerHTML = '<header>Institute</header><main><h1>Home</h1></main>';
    await mutationsSeen();
    expect(server()).toBeNull();
    expect(root().hidden).toBe(false);
  });

  it("gives the focus to the same control of the app's page when the visitor had tabbed into the server's", async () => {
    const page =
      '<a href="#main-content">Skip</a><main tabindex="-1"><a href="/about">About</a><button type="button">Pause</button></main>';
    document.body.innerHTML = `<div id="${SERVER_SCREEN_ID}">${page}</div><div id="root" hidden></div>`;
    replaceServerScreen(document);
    document.querySelector<HTMLElement>(`#${SERVER_SCREEN_ID} button`)!.focus();
    root().innerHTML = page;
    await mutationsSeen();
    expect(server()).toBeNull();
    expect(document.activeElement).toBe(root().querySelector('button'));
  });

  /** The app takes over a screen of two buttons; `tapped`, what the inline script recorded. Returns the buttons the app saw pressed. */
  async function takeOverAfter(tapped?: string): Promise<string[]> {
    const page = '<header><button type="button">Menu</button></header><main><button type="button">Pause</button></main>';
    document.body.innerHTML = `<div id="${SERVER_SCREEN_ID}">${page}</div><div id="root" hidden></div>`;
    if (tapped !== undefined) server()!.setAttribute(SERVER_SCREEN_PRESSED_ATTRIBUTE, tapped);
    replaceServerScreen(document);
    root().innerHTML = page;
    const pressed: string[] = [];
    root().addEventListener('click', (event) => pressed.push((event.target as HTMLElement).textContent!));
    await mutationsSeen();
    expect(server()).toBeNull();
    return pressed;
  }

  it("presses the button of the app's page that was pressed on the server's before the app took over", async () => {
    await expect(takeOverAfter('1')).resolves.toEqual(['Pause']);
  });

  it('presses nothing when no button was pressed', async () => {
    await expect(takeOverAfter()).resolves.toEqual([]);
  });

  it("puts what the visitor typed or chose in the server's form into the app's, as input React hears", async () => {
    const form = '<main><h1>Contact</h1><input name="name"><textarea name="message"></textarea><select name="subject"><option>General</option><option>Admission</option></select><input type="checkbox" name="copy"></main>';
    document.body.innerHTML = `<div id="${SERVER_SCREEN_ID}">${form}</div><div id="root" hidden></div>`;
    replaceServerScreen(document);
    const typed = document.getElementById(SERVER_SCREEN_ID)!;
    typed.querySelector('input')!.value = 'Asha';
    typed.querySelector('textarea')!.value = 'When does admission open?';
    typed.querySelector('select')!.value = 'Admission';
    typed.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true;
    const heard: string[] = [];
    root().addEventListener('input', (e) => heard.push(`input ${(e.target as HTMLInputElement).name}`));
    root().addEventListener('change', (e) => heard.push(`change ${(e.target as HTMLInputElement).name}`));
    root().innerHTML = form;
    await mutationsSeen();
    expect(server()).toBeNull();
    expect(root().querySelector('input')!.value).toBe('Asha');
    expect(root().querySelector('textarea')!.value).toBe('When does admission open?');
    expect(root().querySelector('select')!.value).toBe('Admission');
    expect(root().querySelector<HTMLInputElement>('input[type=checkbox]')!.checked).toBe(true);
    expect(heard).toEqual(['input name', 'input message', 'change subject', 'input copy', 'change copy']);
  });

  it('gives way at once when the app is already complete', () => {
    root().innerHTML = '<main><h1>Home</h1></main>';
    replaceServerScreen(document);
    expect(server()).toBeNull();
    expect(root().hidden).toBe(false);
  });

  it('leaves a page without one alone', () => {
    document.body.innerHTML = '<div id="root"></div>';
    replaceServerScreen(document);
    expect(root().hidden).toBe(false);
  });
});
