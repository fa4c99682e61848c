import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { runInThisContext } from 'node:vm';

/**
 * Evaluates a CommonJS file as Node's loader does, but outside its module cache: each version of
 * a redeployed bundle is a module of its own (deleting from require.cache is not honoured
 * everywhere, jest's registry for one).
 */
function loadCommonJs(path: string): unknown {
  const module = { exports: {} as unknown };
  const wrapper = runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${readFileSync(path, 'utf8')}\n})`,
    { filename: path },
  ) as (...args: unknown[]) => void;
  wrapper(module.exports, createRequire(path), module, path, dirname(path));
  return module.exports;
}

/**
 * A built file read (and, for JSON, parsed; for a server bundle, loaded) again only when it
 * changes on disk (a redeployed remote, a new shell): a page request costs a stat, not a read and
 * a parse.
 */
export class BuiltFile {
  private stamp = '';
  private text: string | undefined;
  private parsed: { value: unknown } | undefined;
  private loaded: { value: unknown } | undefined;

  constructor(private readonly path: string) {}

  /**
   * The version (time and size on disk) the last read, json or module call gave: it names what they
   * returned without another stat.
   */
  get lastVersion(): string {
    return this.stamp;
  }

  /** Size and time of the version on disk; '' when there is none. */
  private onDisk(): string {
    try {
      const stat = statSync(this.path);
      return `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return '';
    }
  }

  private current(): boolean {
    const stamp = this.onDisk();
    if (!stamp) return false;
    if (stamp !== this.stamp) {
      this.text = undefined;
      this.parsed = undefined;
      this.loaded = undefined;
      this.stamp = stamp;
    }
    return true;
  }

  read(): string | undefined {
    if (!this.current()) return undefined;
    this.text ??= readFileSync(this.path, 'utf8');
    return this.text;
  }

  json<T>(): T | undefined {
    const text = this.read();
    if (text === undefined) return undefined;
    if (!this.parsed) {
      try {
        this.parsed = { value: JSON.parse(text) };
      } catch {
        this.parsed = { value: undefined };
      }
    }
    return this.parsed.value as T | undefined;
  }

  /**
   * The CommonJS module in the file (an app's dist-server bundle), loaded afresh when the file
   * changed; undefined when it is missing or fails to load.
   */
  module<T>(): T | undefined {
    if (!this.current()) return undefined;
    if (!this.loaded) {
      try {
        this.loaded = { value: loadCommonJs(this.path) };
      } catch {
        this.loaded = { value: undefined };
      }
    }
    return this.loaded.value as T | undefined;
  }
}
