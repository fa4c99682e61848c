/**
 * The run-time half of build/language-loader.js: a text module given in the page's language.
 *
 * The browser loads the language's file of each text module on its own (a chunk per language and
 * section), without a top-level await: a module that awaited made every module reading a text an
 * async module, which the bundler neither concatenates nor leaves unwrapped (issue #22: 3.8 KB
 * more script on every public page's first load). The modules that read texts are evaluated before
 * the texts have come; whatever renders them waits for textsLoaded() first (lazy-page.ts, the
 * shell's bootstrap and remote areas).
 */

type Texts = Record<string, unknown>;
type Path = readonly PropertyKey[];

const valueAt = (root: unknown, path: Path): unknown =>
  path.reduce<unknown>((value, key) => (value == null ? value : (value as Record<PropertyKey, unknown>)[key]), root);

const isObject = (value: unknown): value is object => value !== null && typeof value === 'object';

/**
 * The texts at `path` of what `read()` gives at the moment of each property access, at any depth:
 * a module that keeps `const t = about.home` at its top reads the current texts through t too
 * (the server's render language, or the browser's texts once loaded). Before the texts have come
 * there is nothing to tell an object from a function or a text, so the view stands in for any of
 * them: it can be read further and called.
 */
export function textView(read: () => Texts | undefined, path: Path): unknown {
  const at = (p: Path) => valueAt(read(), p);
  const current = read() === undefined ? undefined : at(path);
  // A function target for a view made before the texts came: calling it must be allowed.
  const target: object = isObject(current) ? current : read() === undefined ? () => undefined : {};
  return new Proxy(target, {
    get: (_, key) => {
      if (read() === undefined)
        return typeof key === 'symbol' || key === 'then' ? undefined : textView(read, [...path, key]);
      const value = at([...path, key]);
      return isObject(value) ? textView(read, [...path, key]) : value;
    },
    apply: (_, self, args: unknown[]) => (at(path) as (...a: unknown[]) => unknown).apply(self, args),
    has: (_, key) => key in Object(at(path)),
    ownKeys: () => Reflect.ownKeys(Object(at(path))),
    getOwnPropertyDescriptor: (view, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(Object(at(path)), key);
      // The proxy may not call a property configurable that its target has as non-configurable.
      return (
        descriptor &&
        (Reflect.getOwnPropertyDescriptor(view, key)?.configurable === false
          ? descriptor
          : { ...descriptor, configurable: true })
      );
    },
  });
}

interface TextFile {
  load: () => Promise<Texts>;
  loaded: (texts: Texts) => void;
  pending?: Promise<void>;
  done: boolean;
}

const files: TextFile[] = [];

function loadFile(file: TextFile): Promise<void> {
  file.pending ??= file.load().then(
    (texts) => {
      file.done = true;
      file.loaded(texts);
    },
    (error: unknown) => {
      // Forgotten, so the next page tries the network again instead of repeating the error.
      file.pending = undefined;
      throw error;
    },
  );
  return file.pending;
}

/**
 * Starts loading one text module's file in the page's language; `loaded` receives its texts. Called
 * by the module the language loader generates, as it is evaluated.
 */
export function loadTexts(load: () => Promise<Texts>, loaded: (texts: Texts) => void): void {
  const file: TextFile = { load, loaded, done: false };
  files.push(file);
  void loadFile(file).catch(() => undefined); // reported by textsLoaded() to whoever renders
}

/**
 * Resolves once the texts of every text module evaluated so far have come; rejects if one could
 * not be loaded (asked again on the next call). Await it after loading code and before rendering it.
 */
export async function textsLoaded(): Promise<void> {
  let waiting = files.filter((file) => !file.done);
  while (waiting.length) {
    await Promise.all(waiting.map(loadFile));
    waiting = files.filter((file) => !file.done);
  }
}
