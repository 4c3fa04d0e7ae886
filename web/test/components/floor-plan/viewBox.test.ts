import { describe, expect, it } from 'vitest';
import { boundsOf, spacePolygon } from '../../../src/components/floor-plan/geometry.ts';
import {
  MAX_ZOOM,
  panView,
  planPoint,
  zoomOf,
  zoomView,
} from '../../../src/components/floor-plan/viewBox.ts';

const base = { x: 0, y: 0, width: 100, height: 50 };

describe('the view of the plan', () => {
  it('zooms about a point, which stays where it was on screen', () => {
    const view = zoomView(base, base, 2, { x: 80, y: 10 });
    expect(view).toEqual({ x: 40, y: 5, width: 50, height: 25 });
    // The anchor's share of the view is unchanged: 80% across, 20% down.
    expect((80 - view.x) / view.width).toBeCloseTo(0.8);
    expect((10 - view.y) / view.height).toBeCloseTo(0.2);
  });

  it('zooms between the whole plan and 8 times closer', () => {
    expect(zoomView(base, base, 0.5)).toEqual(base);
    expect(zoomOf(zoomView(base, base, 100), base)).toBe(MAX_ZOOM);
  });

  it('pans, but keeps the middle of the view on the plan', () => {
    const view = zoomView(base, base, 2);
    expect(panView(view, base, 10, 0).x).toBe(view.x + 10);
    const far = panView(view, base, 1000, -1000);
    expect(far.x + far.width / 2).toBe(100);
    expect(far.y + far.height / 2).toBe(0);
  });

  it('maps a screen point to the plan, letterboxed as the SVG shows it', () => {
    // 100 × 50 plan in a 400 × 400 box: 4 px per unit, 100 px empty above and below.
    expect(planPoint(base, { width: 400, height: 400 }, { x: 200, y: 200 })).toEqual({
      x: 50,
      y: 25,
    });
    expect(planPoint(base, { width: 400, height: 400 }, { x: 0, y: 100 })).toEqual({ x: 0, y: 0 });
    expect(planPoint(base, { width: 0, height: 0 }, { x: 1, y: 1 })).toBeNull();
  });
});

describe('a space outline', () => {
  const withPosition = (position: string) => ({ assets: [{ position }] });

  it("is read from the first asset's position, when it is a polygon", () => {
    expect(spacePolygon(withPosition('[[0,0],[4,0],[4,3]]'))).toEqual([
      [0, 0],
      [4, 0],
      [4, 3],
    ]);
    expect(spacePolygon(withPosition('[[0,0],[4,0]]'))).toBeNull();
    expect(spacePolygon(withPosition('{'))).toBeNull();
    expect(spacePolygon({ assets: [] })).toBeNull();
  });

  it('gives the bounds of all outlines with a margin', () => {
    expect(
      boundsOf(
        [
          [
            [0, 0],
            [10, 0],
            [10, 5],
          ],
        ],
        0.1,
      ),
    ).toEqual({ x: -1, y: -1, width: 12, height: 7 });
    expect(boundsOf([])).toBeNull();
  });
});
