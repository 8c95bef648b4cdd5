// One metric's 75th percentiles as bars (one per page group and language), coloured by Google's rating,
// with the two thresholds drawn across. Chart.js, only the parts a bar chart needs (tree-shaken); this
// module is loaded by the web-vitals screen alone, so no other screen downloads it.
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip, type Plugin } from 'chart.js';
import { useEffect, useRef } from 'react';
import { rate, THRESHOLDS, type MetricName } from '@/lib/web-vitals-thresholds';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

const COLOURS = { good: '#0c7a43', needsImprovement: '#b35c00', poor: '#c0262d' } as const;

/** Dashed lines at the metric's good and poor thresholds. */
const thresholdLines = (metric: MetricName): Plugin<'bar'> => ({
  id: 'thresholds',
  afterDatasetsDraw(chart) {
    const { ctx, chartArea, scales } = chart;
    const { good, poor } = THRESHOLDS[metric];
    ctx.save();
    ctx.setLineDash([6, 4]);
    for (const [value, colour] of [
      [good, COLOURS.good],
      [poor, COLOURS.poor],
    ] as const) {
      const y = scales.y.getPixelForValue(value);
      if (y < chartArea.top || y > chartArea.bottom) continue;
      ctx.strokeStyle = colour;
      ctx.beginPath();
      ctx.moveTo(chartArea.left, y);
      ctx.lineTo(chartArea.right, y);
      ctx.stroke();
    }
    ctx.restore();
  },
});

export interface P75ChartProps {
  metric: MetricName;
  rows: Array<{ label: string; p75: number }>;
  label: string;
}

export default function P75Chart({ metric, rows, label }: P75ChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const { poor } = THRESHOLDS[metric];
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: rows.map((row) => row.label),
        datasets: [{ label: metric, data: rows.map((row) => row.p75), backgroundColor: rows.map((row) => COLOURS[rate(metric, row.p75)]) }],
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        scales: { y: { beginAtZero: true, suggestedMax: poor * 1.1 } },
        plugins: { tooltip: { enabled: true } },
      },
      plugins: [thresholdLines(metric)],
    });
    return () => chart.destroy();
  }, [metric, rows]);
  return (
    <div style={{ position: 'relative', height: '16rem' }} data-testid={`vitals-chart-${metric}`}>
      {/* The table below the chart holds the same figures for screen readers. */}
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
