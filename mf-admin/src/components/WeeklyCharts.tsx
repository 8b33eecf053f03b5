import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A chart's drawing; the figures it shows are in a table beside it for screen readers. Hidden from
 * them, it has nothing to focus either (recharts' keyboard layer is off): a keyboard would otherwise
 * stop on a drawing a screen reader does not announce.
 */
function Frame({ children }: { children: ReactNode }) {
  return (
    <div aria-hidden="true" style={{ width: '100%', height: 260 }}>
      <ResponsiveContainer width="100%" height="100%">
        {children as never}
      </ResponsiveContainer>
    </div>
  );
}

export interface Series {
  key: string;
  label: string;
}

interface ChartProps {
  rows: Record<string, string | number>[];
  /** The key of each row's label on the horizontal axis. */
  x: string;
  series: Series[];
  /** How a figure reads (an amount of money); without it the figures are counts, on an axis of whole numbers. */
  format?: (value: number) => string;
}

export function WeeklyBars({ rows, x, series, format }: ChartProps) {
  const theme = useTheme();
  const colors = [theme.palette.primary.main, theme.palette.secondary.main, theme.palette.success.main];
  return (
    <Frame>
      <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, left: 8, bottom: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey={x} />
        <YAxis tickFormatter={format} allowDecimals={format !== undefined} width={80} />
        <Tooltip formatter={format ? (value) => format(Number(value)) : undefined} />
        <Legend />
        {series.map((item, index) => (
          <Bar key={item.key} dataKey={item.key} name={item.label} fill={colors[index % colors.length]} />
        ))}
      </BarChart>
    </Frame>
  );
}

export function WeeklyLine({ rows, x, series, format }: ChartProps) {
  const theme = useTheme();
  const colors = [theme.palette.primary.main, theme.palette.secondary.main];
  return (
    <Frame>
      <LineChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, left: 8, bottom: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey={x} />
        <YAxis tickFormatter={format} width={80} />
        <Tooltip formatter={format ? (value) => format(Number(value)) : undefined} />
        <Legend />
        {series.map((item, index) => (
          <Line key={item.key} type="monotone" dataKey={item.key} name={item.label} stroke={colors[index % colors.length]} strokeWidth={2} />
        ))}
      </LineChart>
    </Frame>
  );
}
