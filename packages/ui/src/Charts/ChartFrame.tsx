import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../Button/index.ts';
import { ChartIcon, TableIcon } from '../Icon/icons-data.tsx';
import { Skeleton } from '../Skeleton/index.ts';
import { EmptyState } from '../State/index.ts';
import { Caption, Description, Figure, Head, LoadingText, Plot, TableBox, Title } from './Charts.styles.ts';

export interface ChartFrameProps {
  title: ReactNode;
  description?: ReactNode;
  status: 'ready' | 'loading';
  empty: boolean;
  emptyMessage?: ReactNode;
  /** The drawing; receives the id of the title to label itself with. */
  chart: (titleId: string) => ReactNode;
  legend?: ReactNode;
  /** The same numbers as a table: always in the accessibility tree, shown on demand. */
  table: (titleId: string) => ReactNode;
}

/**
 * The frame every chart shares: a figure with its caption (title, description), loading and
 * empty states, and the table alternative. The table is in the accessibility tree at all
 * times (visually hidden), and "Show as table" shows it to everyone in place of the drawing.
 */
export function ChartFrame({ title, description, status, empty, emptyMessage, chart, legend, table }: ChartFrameProps) {
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  const ready = status === 'ready' && !empty;
  return (
    <Figure aria-labelledby={titleId} aria-busy={status === 'loading' || undefined}>
      <Head>
        <Caption>
          <Title id={titleId}>{title}</Title>
          {description ? <Description>{description}</Description> : null}
        </Caption>
        {ready ? (
          <Button variant="ghost" size="sm" onClick={() => setAsTable((v) => !v)}>
            {asTable ? <ChartIcon /> : <TableIcon />}
            <FormattedMessage id={asTable ? 'ui.chart.showChart' : 'ui.chart.showTable'} />
          </Button>
        ) : null}
      </Head>
      {status === 'loading' ? (
        <>
          <Skeleton blockSize="220px" radius="md" />
          <LoadingText role="status">
            <FormattedMessage id="common.loading" />
          </LoadingText>
        </>
      ) : empty ? (
        <EmptyState title={emptyMessage ?? <FormattedMessage id="ui.chart.empty" />} />
      ) : (
        <>
          <Plot data-hidden={asTable || undefined}>{chart(titleId)}</Plot>
          {asTable ? null : legend}
          <TableBox data-hidden={!asTable || undefined}>{table(titleId)}</TableBox>
        </>
      )}
    </Figure>
  );
}

export interface ChartTableProps {
  titleId: string;
  headers: readonly ReactNode[];
  rows: readonly { key: string; label: string; cells: readonly string[] }[];
  /** The isolate direction of each value column: `ltr` for numbers, `auto` for money. */
  cellDirs?: readonly ('ltr' | 'auto')[];
}

/** The data of a chart as a table: one row per category, values isolated (0010). */
export function ChartTable({ titleId, headers, rows, cellDirs = [] }: ChartTableProps) {
  return (
    <table aria-labelledby={titleId}>
      <thead>
        <tr>
          {headers.map((header, i) => (
            <th key={i} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {row.cells.map((cell, i) => (
              <td key={i}>
                <bdi dir={cellDirs[i] ?? 'ltr'}>{cell}</bdi>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
