import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import { whenIdle } from "~/client/lib/when-idle";
import { Button } from "./button";

type Load<P> = () => Promise<{ default: ComponentType<P> }>;
type LazyPartProps<P> = { load: Load<P>; props: P; fallback?: ReactNode };

// One lazy component per `load`, so a part shown again (a tab opened twice) does not wait again.
const parts = new WeakMap<object, unknown>();
function lazyPart<P>(load: Load<P>, fresh = false): LazyExoticComponent<ComponentType<P>> {
  let part = parts.get(load) as LazyExoticComponent<ComponentType<P>> | undefined;
  if (fresh || !part) {
    part = lazy(load);
    parts.set(load, part);
  }
  return part;
}

/** A part shown only after a press (a tab, a panel): its code is fetched the first time it shows, not with the page. */
export function LazyPart<P extends object>({ load, props, fallback = <p role="status" className="py-4 text-sm text-earth-900/80">Loading…</p> }: LazyPartProps<P>) {
  const [Part, setPart] = useState(() => lazyPart(load));
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div role="alert" className="rounded-lg bg-mustard-50 p-4 text-sm">
        <p>This could not be loaded. Please check your connection and try again.</p>
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => {
            setPart(() => lazyPart(load, true));
            setFailed(false);
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
  return (
    <LoadFailure onFailure={() => setFailed(true)}>
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    </LoadFailure>
  );
}

/**
 * A part of a page that is not its main content (reviews, the delivery check), its code fetched once
 * the page is idle rather than with the page; `waiting`, the same on the server, holds its place.
 */
export function IdlePart<P extends object>({ load, props, waiting }: LazyPartProps<P> & { waiting: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => whenIdle(() => setShown(true)), []);
  return shown ? <LazyPart load={load} props={props} fallback={waiting} /> : waiting;
}

/** Renders nothing, and says so once, when its children's code could not be fetched (a `React.lazy` that failed). */
export class LoadFailure extends Component<{ onFailure: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onFailure();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
