// jsdom has no ResizeObserver; antd's textarea and table measure themselves with it.
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) Object.assign(window, { ResizeObserver: NoopResizeObserver });
Object.assign(globalThis, { ResizeObserver: window.ResizeObserver });
export {};
