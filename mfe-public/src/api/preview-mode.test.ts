import { previewArgs, setPreviewTarget } from './preview-mode';

describe('preview mode', () => {
  afterEach(() => {
    setPreviewTarget(null);
    window.history.pushState({}, '', '/');
  });

  it('leaves every call as it is when no preview shows', () => {
    expect(previewArgs('notices?page=1')).toBe('notices?page=1');
  });

  it("sends the previewed type's list and item to its preview routes, with the page's parameters and language", () => {
    setPreviewTarget({ path: 'diksha-lab', record: 'diksha-lab/course', id: 'c1' });
    expect(previewArgs({ url: 'diksha-lab', params: { page: 2 } })).toEqual({
      url: 'admin/diksha-lab/course/c1/preview',
      params: { page: 2 },
    });
    expect(previewArgs('diksha-lab/c1')).toBe('admin/diksha-lab/course/c1/preview/item');
    // Other types, other items, facets and writes stay public.
    expect(previewArgs('diksha-lab/summary')).toBe('diksha-lab/summary');
    expect(previewArgs('diksha-lab/c2')).toBe('diksha-lab/c2');
    expect(previewArgs('notices')).toBe('notices');
    expect(previewArgs({ url: 'diksha-lab', method: 'POST' })).toEqual({ url: 'diksha-lab', method: 'POST' });
    window.history.pushState({}, '', '/pa/preview/course/c1');
    expect(previewArgs({ url: 'diksha-lab', params: { page: 1 } })).toEqual({
      url: 'admin/diksha-lab/course/c1/preview',
      params: { page: 1, lang: 'pa' },
    });
    expect(previewArgs('diksha-lab/c1')).toBe('admin/diksha-lab/course/c1/preview/item?lang=pa');
  });
});
