// The growth row of issue 46 (decision 072): the dashboard for 90 days when those days hold this many orders.
export const DASHBOARD_ORDERS = 100_000;
/** A staff member waits on it: past a second their train of thought breaks (the page shows a loading line until then). */
export const DASHBOARD_P99_BUDGET_MS = 1_000;
