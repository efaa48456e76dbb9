// `npm run dev`: Vite with hot reload on http://localhost:5173 and the API server (restarted on
// change) on API_PORT, behind Vite's proxy. Ctrl-C stops both.
import { spawn } from "node:child_process";
import path from "node:path";

const apiPort = process.env.API_PORT ?? "3001";
const bin = (name) => path.join("node_modules", ".bin", name);
const children = [
  spawn(bin("tsx"), ["watch", "src/server/index.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173" },
  }),
  spawn(bin("react-router"), ["dev", "--port", "5173"], { stdio: "inherit", env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((child) => child.on("exit", stop));
