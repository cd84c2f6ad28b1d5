import {
  cloneElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type Ref,
} from 'react';
import { flushSync } from 'react-dom';
import type { TooltipProps } from '@mui/material/Tooltip';
import { whenIdle } from '../lib/whenIdle';

type MuiTooltip = ComponentType<TooltipProps>;

let loaded: MuiTooltip | undefined;
let loading: Promise<MuiTooltip> | undefined;

function loadTooltip(): Promise<MuiTooltip> {
  if (!loading) trackPresses();
  loading ??= whenIdle()
    .then(() => import('@mui/material/Tooltip'))
    .then((module) => (loaded = module.default));
  return loading;
}

/** Whether a pointer button or a key is down, as far as the page has seen (tracked from the first load). */
let pressed = false;
function trackPresses() {
  const down = () => (pressed = true);
  const up = () => (pressed = false);
  for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, down, true);
  for (const type of ['pointerup', 'pointercancel', 'keyup']) window.addEventListener(type, up, true);
  window.addEventListener('blur', up); // the window's own (not its elements'): no key-up comes back
}

/**
 * Runs `swap` at a moment nothing is pressed, synchronously, so no press can begin on the old child
 * and end on its replacement (a lost click). Each in a task of its own: the page's tooltips all
 * load at once, and swapped together they were one task long enough to hold up a tap.
 */
function whenNothingPressed(swap: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    if (pressed) timer = setTimeout(attempt, 100);
    else flushSync(swap);
  };
  timer = setTimeout(attempt, 0);
  return () => clearTimeout(timer);
}

/**
 * MUI's Tooltip, loaded once the page is idle: with its positioning engine (Popper) it was 12 KiB
 * (gzip) of every page's first download, for a hint nobody can hover in the first second.
 * Until then the child is drawn as the Tooltip would draw it closed (the same accessible name or
 * title), so nothing a screen reader or a test sees changes when the real one takes over. That
 * swap mounts the child anew: it waits until nothing is pressed, and a child that had the focus
 * gets it back.
 */
export function Tooltip(props: TooltipProps) {
  const [Real, setReal] = useState<MuiTooltip | undefined>(() => loaded);
  const node = useRef<HTMLElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (Real) return undefined;
    let cancel = () => {};
    let live = true;
    void loadTooltip().then((module) => {
      if (!live) return;
      cancel = whenNothingPressed(() => {
        refocus.current = node.current !== null && node.current === document.activeElement;
        setReal(() => module);
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [Real]);
  useLayoutEffect(() => {
    if (Real && refocus.current) {
      refocus.current = false;
      node.current?.focus();
    }
  }, [Real]);

  const child = props.children as ReactElement<Record<string, unknown> & { ref?: Ref<HTMLElement> }>;
  const ref = mergeRefs(child.props.ref, node);
  if (Real) return <Real {...props}>{cloneElement(child, { ref })}</Real>;
  return cloneElement(child, { ...closedProps(props), ...child.props, ref });
}

/** What MUI's Tooltip (v9) gives its child while closed: a name, or with describeChild a title. */
function closedProps({ title, describeChild, disableHoverListener }: TooltipProps): Record<string, unknown> {
  const text = typeof title === 'string' ? title : null;
  return describeChild ? { title: !disableHoverListener ? text : null } : { 'aria-label': text };
}

function mergeRefs<T>(a: Ref<T> | undefined, b: Ref<T>): Ref<T> {
  if (!a) return b;
  return (value: T | null) => {
    for (const ref of [a, b]) {
      if (typeof ref === 'function') ref(value);
      else if (ref) (ref as { current: T | null }).current = value;
    }
  };
}
