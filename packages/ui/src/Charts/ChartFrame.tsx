import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../Button/index.ts';
import { ChartIcon, TableIcon } from '../Icon/icons-data.tsx';
import { Skeleton } from '../Skeleton/index.ts';
import { EmptyState, ErrorState } from '../State/index.ts';
import { Caption, Description, Figure, Head, LoadingText, Plot, Summary, TableBox, Title } from './Charts.styles.ts';

/** What a chart shows: its data, the skeleton while it loads, or the failure with a retry. */
export type ChartStatus = 'ready' | 'loading' | 'error';

/** The props every chart shares for its states and its words for screen readers. */
export interface ChartStateProps {
  status?: ChartStatus;
  emptyMessage?: ReactNode;
  /** Shown when the chart's data failed to load (status 'error'); a generic message otherwise. */
  errorMessage?: ReactNode;
  /** With status 'error': a "Try again" button that loads this chart's data again. */
  onRetry?: () => void;
  /**
   * The chart in one or two sentences for screen readers ("Sales rose 12% …"): read after the
   * title, not shown on screen; the table carries every number.
   */
  summary?: ReactNode;
}

export interface ChartFrameProps extends Omit<ChartStateProps, 'status'> {
  title: ReactNode;
  description?: ReactNode;
  status: ChartStatus;
  empty: boolean;
  /** The drawing; receives the id of the title to label itself with. */
  chart: (titleId: string) => ReactNode;
  legend?: ReactNode;
  /** The same numbers as a table: always in the accessibility tree, shown on demand. */
  table: (titleId: string) => ReactNode;
  /**
   * Build the table only when it is shown: for long series (a year of days) a hidden table of
   * hundreds of rows would cost more than the drawing; the summary speaks for it until then.
   */
  lazyTable?: boolean;
}

/** Past this many categories the table is built only when shown (see `lazyTable`). */
export const EAGER_TABLE_ROWS = 120;

/**
 * The frame every chart shares: a figure with its caption (title, description), loading and
 * empty states, and the table alternative. The table is in the accessibility tree at all
 * times (visually hidden), and "Show as table" shows it to everyone in place of the drawing.
 */
export function ChartFrame({
  title,
  description,
  status,
  empty,
  emptyMessage,
  errorMessage,
  onRetry,
  summary,
  chart,
  legend,
  table,
  lazyTable = false,
}: ChartFrameProps) {
  const titleId = useId();
  const summaryId = useId();
  const [asTable, setAsTable] = useState(false);
  const ready = status === 'ready' && !empty;
  const described = ready && summary;
  return (
    <Figure aria-labelledby={titleId} aria-describedby={described ? summaryId : undefined} aria-busy={status === 'loading' || undefined}>
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
      ) : status === 'error' ? (
        <ErrorState title={errorMessage} onRetry={onRetry} />
      ) : empty ? (
        <EmptyState title={emptyMessage ?? <FormattedMessage id="ui.chart.empty" />} />
      ) : (
        <>
          {described ? <Summary id={summaryId}>{summary}</Summary> : null}
          <Plot data-hidden={asTable || undefined}>{chart(titleId)}</Plot>
          {asTable ? null : legend}
          {asTable || !lazyTable ? <TableBox data-hidden={!asTable || undefined}>{table(titleId)}</TableBox> : null}
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
