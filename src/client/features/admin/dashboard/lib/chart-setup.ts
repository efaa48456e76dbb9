import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from "chart.js";

// Only the parts the dashboard draws, so the chunk carries no unused chart types. Imported
// dynamically by ChartCanvas: the library loads with the first chart, never on a shop page.
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

export { Chart };
