/** The part of simpleheat 0.4 (no published types) that `draw-heat.ts` uses. */
declare module 'simpleheat' {
  type Point = [x: number, y: number, value: number];
  interface SimpleHeat {
    data(points: Point[]): SimpleHeat;
    max(max: number): SimpleHeat;
    radius(radius: number, blur?: number): SimpleHeat;
    gradient(stops: Record<number, string>): SimpleHeat;
    draw(minOpacity?: number): SimpleHeat;
  }
  export default function simpleheat(canvas: HTMLCanvasElement): SimpleHeat;
}
