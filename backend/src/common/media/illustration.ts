/**
 * Text-free placeholder pictures: a sky gradient, a sun, a campus building and a lawn, in colours
 * picked from a seed, so every demo photo looks different but belongs to the same family.
 */
import { encodePng } from './png-encoder';

type Rgb = [number, number, number];

export type Scene = 'campus' | 'portrait' | 'classroom' | 'garden' | 'lab';

const PALETTES: Rgb[][] = [
  [
    [255, 183, 77],
    [255, 112, 67],
    [121, 85, 72],
    [102, 187, 106],
  ],
  [
    [129, 212, 250],
    [41, 121, 255],
    [255, 236, 179],
    [67, 160, 71],
  ],
  [
    [206, 147, 216],
    [92, 107, 192],
    [255, 224, 178],
    [38, 166, 154],
  ],
  [
    [255, 204, 128],
    [239, 83, 80],
    [215, 204, 200],
    [124, 179, 66],
  ],
  [
    [178, 235, 242],
    [0, 137, 123],
    [255, 245, 157],
    [85, 139, 47],
  ],
  [
    [197, 202, 233],
    [63, 81, 181],
    [255, 205, 210],
    [46, 125, 50],
  ],
];

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

export function illustrationPng(width: number, height: number, seed: number, scene: Scene = 'campus'): Buffer {
  const palette = PALETTES[Math.abs(seed) % PALETTES.length];
  const [skyTop, skyBottom, wall, lawn] = palette;
  const px = new Uint8Array(width * height * 3);
  const horizon = Math.round(height * (scene === 'portrait' ? 0.78 : 0.68));
  const sun = { x: width * (0.15 + ((seed * 37) % 70) / 100), y: height * 0.25, r: Math.min(width, height) * 0.1 };
  const building = { x0: width * 0.2, x1: width * 0.8, y0: height * 0.38, roof: height * 0.26 };
  const head = { x: width / 2, y: height * 0.42, r: Math.min(width, height) * 0.16 };

  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let c: Rgb =
        y < horizon
          ? mix(skyTop, skyBottom, y / horizon)
          : mix(lawn, [30, 60, 30], ((y - horizon) / (height - horizon + 1)) * 0.5);
      if (scene === 'portrait') {
        const dx = x - head.x;
        const dy = y - head.y;
        if (dx * dx + dy * dy < head.r * head.r) c = [224, 172, 105];
        const shoulders = (x - width / 2) ** 2 / (width * 0.3) ** 2 + (y - height) ** 2 / (height * 0.35) ** 2;
        if (shoulders < 1) c = mix(skyBottom, [20, 20, 40], 0.5);
      } else {
        const dsx = x - sun.x;
        const dsy = y - sun.y;
        if (dsx * dsx + dsy * dsy < sun.r * sun.r) c = mix(c, [255, 250, 220], 0.85);
        const inBody = x > building.x0 && x < building.x1 && y > building.y0 && y < horizon;
        const mid = (building.x0 + building.x1) / 2;
        const roofHalf = ((building.x1 - building.x0) / 2) * ((y - building.roof) / (building.y0 - building.roof));
        const inRoof = y >= building.roof && y <= building.y0 && Math.abs(x - mid) < roofHalf;
        if (inRoof) c = [150, 60, 50];
        if (inBody) {
          c = wall;
          const cols = scene === 'lab' ? 8 : 6;
          const cw = (building.x1 - building.x0) / cols;
          const rowH = (horizon - building.y0) / 3;
          const inWindow =
            (x - building.x0) % cw > cw * 0.3 &&
            (x - building.x0) % cw < cw * 0.7 &&
            (y - building.y0) % rowH > rowH * 0.3 &&
            (y - building.y0) % rowH < rowH * 0.75;
          if (inWindow) c = scene === 'classroom' ? [255, 241, 118] : [90, 130, 170];
          if (Math.abs(x - mid) < cw * 0.35 && y > horizon - rowH * 0.8) c = [93, 64, 55];
        }
        if (scene === 'garden' && y > horizon && (x * 7 + y * 3 + seed) % 97 < 3) c = [255, 235, 59];
      }
      const i = (y * width + x) * 3;
      px[i] = c[0];
      px[i + 1] = c[1];
      px[i + 2] = c[2];
    }
  }
  return encodePng(width, height, px);
}
