// Renders a component exposed by a remote, loaded on demand. Each remote sits behind its own
// error boundary: if its server is down or it throws, only its part of the page shows the
// "temporarily unavailable" view; header, footer and other remotes keep working. A part of a
// generated page keeps its generated content instead (readable, links working), with a small notice
// and the retry.
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Component, lazy, memo, Suspense, useCallback, useEffect, useRef, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from 'shared-core';
import { LoadingFallback } from 'shared-ui';
import type { ModuleProps } from '../../../config/mf/remote-manifest';
import type { remoteManifests } from '../../remote-manifests';
import { partOfGeneratedPage, remotePartLive } from './click-replay';
import { RemoteStaticNotice, RemoteUnavailable } from './remote-unavailable';

/** Remote `R`'s manifest (its src/remote.ts). */
export type ManifestOf<R extends RemoteName> = (typeof remoteManifests)[R];
/** A module remote `R` exposes (its src/remote.ts): './LatestPosts'. */
export type ExposedName<R extends RemoteName> = keyof ManifestOf<R>['exposes'] & string;

/**
 * A module of a remote and the props it takes, from the remotes' manifests: a remote or module that
 * does not exist, or props the module does not take, is a type error rather than a blank part.
 */
export type RemoteModuleRef = {
  [R in RemoteName]: { [M in ExposedName<R>]: { remote: R; module: M; props: ModuleProps<ManifestOf<R>, M> } }[ExposedName<R>];
}[RemoteName];

/** A module of a remote, without props: { remote: 'mf_blog'; module: './LatestPosts' }. */
export type RemoteModuleId = RemoteModuleRef extends infer Ref ? (Ref extends { remote: infer R; module: infer M } ? { remote: R; module: M } : never) : never;

type ExposedModule = { default: ComponentType<object> } | null | undefined;
type RemoteLoader = (id: string) => Promise<ExposedModule>;

let loadModule: RemoteLoader = (id) => loadRemote<{ default: ComponentType<object> }>(id);

/** The remote modules a server render used (its page's CSS comes from their manifests). */
export const renderedRemoteModules = new Set<string>();

/** The build-time renderer loads the remotes' server builds instead of federated chunks (server.tsx). */
export function setRemoteLoader(loader: RemoteLoader) {
  loadModule = loader;
}

// One lazy component per exposed module, so navigating back to a page does not suspend again.
// A failed load is forgotten, so "retry" asks the network again.
const lazyModules = new Map<string, ComponentType<object>>();

function lazyRemote(id: string): ComponentType<object> {
  let component = lazyModules.get(id);
  if (!component) {
    component = lazy(async () => {
      try {
        return await loadExposed(id);
      } catch (error) {
        lazyModules.delete(id);
        throw error;
      }
    });
    lazyModules.set(id, component);
  }
  return component;
}

const loadExposed = async (id: string) => {
  const module = await loadModule(id);
  if (!module?.default) throw new Error(`${id} has no default export`);
  return module;
};

/**
 * For a part hydrating generated markup: a load that fails does not reject, it waits for `retry`.
 * A dehydrated Suspense boundary whose code never arrives keeps the generated HTML on screen, so
 * the visitor still reads the article and follows its links; a retry that loads hydrates it.
 */
function keptRemote(id: string, onFailed: () => void) {
  let retry = () => {};
  const Loaded = lazy(async () => {
    for (;;) {
      try {
        return await loadExposed(id);
      } catch (error) {
        console.error(`[shell] ${id} failed; its generated content stays`, error);
        onFailed();
        await new Promise<void>((resolve) => (retry = resolve));
      }
    }
  });
  return { Loaded, retry: () => retry() };
}

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  onFailed: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onFailed();
    console.error(`[shell] ${this.props.remote} failed`, error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  render() {
    if (this.state.failed) return <RemoteUnavailable remote={this.props.remote} onRetry={this.retry} />;
    return this.props.children;
  }
}

const DEFAULT_FALLBACK = <LoadingFallback />;

export function RemoteModule({ remote, module, props, fallback = DEFAULT_FALLBACK }: RemoteModuleRef & { fallback?: ReactNode }) {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  if (typeof document === 'undefined') renderedRemoteModules.add(id);
  const [attempt, setAttempt] = useState(0);
  const [keptFailed, setKeptFailed] = useState(false);
  // Part of a generated page being hydrated: clicks on it wait until it is live (click-replay.ts).
  const waiting = useRef<boolean | null>(null);
  waiting.current ??= typeof document !== 'undefined' && partOfGeneratedPage();
  const live = useCallback(() => {
    if (!waiting.current) return;
    waiting.current = false;
    remotePartLive();
  }, []);
  const [kept] = useState(() =>
    waiting.current
      ? keptRemote(id, () => {
          live();
          setKeptFailed(true);
        })
      : null,
  );
  const Loaded = (kept?.Loaded ?? lazyRemote(id)) as ComponentType<object>;
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={() => setAttempt((n) => n + 1)} onFailed={live}>
      <Part Loaded={Loaded} props={props} fallback={fallback} onLive={live} />
      {keptFailed && kept && (
        <RemoteStaticNotice
          onRetry={() => {
            setKeptFailed(false);
            kept.retry();
          }}
        />
      )}
    </RemoteErrorBoundary>
  );
}

/**
 * The part itself, memoised: the notice beside it appearing re-renders RemoteModule, and a
 * re-render reaching a boundary still dehydrated would make React drop the generated markup.
 */
const Part = memo(function Part<P extends object>({
  Loaded,
  props,
  fallback,
  onLive,
}: {
  Loaded: ComponentType<P>;
  props: P;
  fallback: ReactNode;
  onLive: () => void;
}) {
  return (
    <Suspense fallback={fallback}>
      <Loaded {...props} />
      <LiveMark onLive={onLive} />
    </Suspense>
  );
}) as <P extends object>(props: { Loaded: ComponentType<P>; props: P; fallback: ReactNode; onLive: () => void }) => ReactNode;

/** Mounts when its Suspense boundary commits: for a generated page, once that part has hydrated. */
function LiveMark({ onLive }: { onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return null;
}
