import { useLayoutEffect, useRef, useState } from 'react';
import { CONTRAST_PAIRS, contrastRatio } from './contrastPairs';

interface MeasuredPair {
  readonly foreground: string;
  readonly background: string;
  readonly foregroundValue: string;
  readonly backgroundValue: string;
  readonly ratio: number;
  readonly minimum: number;
  readonly use: string;
}

/**
 * The colour pairs of the theme in force, measured from the live CSS custom properties (not copied
 * from theme.css), so the table is what the browser paints in this theme.
 */
export function ContrastTable() {
  const probe = useRef<HTMLTableElement>(null);
  const [rows, setRows] = useState<MeasuredPair[]>([]);
  useLayoutEffect(() => {
    if (!probe.current) return;
    const style = getComputedStyle(probe.current);
    const valueOf = (token: string) => style.getPropertyValue(`--color-${token}`).trim();
    setRows(
      CONTRAST_PAIRS.map((pair) => {
        const foregroundValue = valueOf(pair.foreground);
        const backgroundValue = valueOf(pair.background);
        return {
          ...pair,
          foregroundValue,
          backgroundValue,
          ratio: contrastRatio(foregroundValue, backgroundValue),
        };
      }),
    );
  }, []);
  return (
    <table ref={probe} className="w-full border-collapse text-start text-caption">
      <caption className="pb-2 text-start text-body font-semibold">Contrast pairs</caption>
      <thead>
        <tr className="border-b border-line">
          <th scope="col" className="p-2 text-start">
            Sample
          </th>
          <th scope="col" className="p-2 text-start">
            Foreground / background
          </th>
          <th scope="col" className="p-2 text-start">
            Used for
          </th>
          <th scope="col" className="p-2 text-end">
            Ratio
          </th>
          <th scope="col" className="p-2 text-end">
            Minimum
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={`${row.foreground}/${row.background}`}
            className="border-b border-line"
            data-ratio={String(row.ratio)}
            data-minimum={row.minimum}
          >
            <td className="p-2">
              {row.minimum === 4.5 ? (
                <span
                  className="inline-block rounded-control px-2 py-1 font-semibold"
                  style={{ color: row.foregroundValue, backgroundColor: row.backgroundValue }}
                >
                  Aa عربي
                </span>
              ) : (
                // A 3:1 pair is for edges and icons, never text: shown as a ring on its background.
                <span
                  aria-hidden="true"
                  className="inline-block size-8 rounded-control"
                  style={{
                    backgroundColor: row.backgroundValue,
                    boxShadow: `inset 0 0 0 3px ${row.foregroundValue}`,
                  }}
                />
              )}
            </td>
            <td className="p-2">
              {row.foreground} ({row.foregroundValue}) on {row.background} ({row.backgroundValue})
            </td>
            <td className="p-2">{row.use}</td>
            <td className="p-2 text-end tabular-nums">{row.ratio.toFixed(2)}:1</td>
            <td className="p-2 text-end tabular-nums">{row.minimum}:1</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
