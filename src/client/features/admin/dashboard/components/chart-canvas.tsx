import { useEffect, useRef, useState } from "react";

export type ChartSeries = { label: string; values: number[]; color: string };
export type ChartSpec = {
  kind: "bar" | "line";
  labels: string[];
  series: ChartSeries[];
  /** How the value axis and tooltips word a number (₹, %, a count). */
  format: (value: number) => string;
  horizontal?: boolean;
};

/** A canvas drawn by Chart.js, loaded on first use; hidden from screen readers, which read the panel's table instead. */
export function ChartCanvas({ spec, className }: { spec: ChartSpec; className?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<"loading" | "drawn" | "failed">("loading");
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    import("../lib/chart-setup")
      .then(({ Chart }) => {
        if (cancelled || !canvas.current) return;
        const valueAxis = { beginAtZero: true, ticks: { callback: (value: string | number) => spec.format(Number(value)), precision: 0 } };
        chart = new Chart(canvas.current, {
          type: spec.kind,
          data: { labels: spec.labels, datasets: spec.series.map((series) => ({ label: series.label, data: series.values, backgroundColor: series.color, borderColor: series.color })) },
          options: {
            animation: false,
            maintainAspectRatio: false,
            indexAxis: spec.horizontal ? "y" : "x",
            scales: spec.horizontal ? { x: valueAxis } : { y: valueAxis },
            plugins: {
              legend: { display: spec.series.length > 1 },
              tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ""}: ${spec.format(Number(item.raw))}` } },
            },
          },
        });
        setState("drawn");
      })
      .catch(() => !cancelled && setState("failed"));
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [spec]);
  return (
    <div className={className ?? "relative h-64"}>
      <canvas ref={canvas} aria-hidden="true" data-chart-state={state} />
      {state === "loading" && <p className="absolute inset-0 grid place-items-center text-sm text-earth-900/80">Drawing the chart…</p>}
      {state === "failed" && <p className="absolute inset-0 grid place-items-center text-sm text-red-700">The chart could not be drawn; its numbers are in the table.</p>}
    </div>
  );
}
