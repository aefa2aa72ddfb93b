import type { ComponentType } from "react";

/** Island components, keyed by their file name in client/islands/. */
interface Props<P extends object> {
  name: string;
  component: ComponentType<P>;
  props: P;
}

/**
 * Renders an interactive component on the server and marks it for hydration:
 * the browser entry finds `data-island`, loads `client/islands/{name}.tsx` and
 * hydrates it with the JSON props. Props must be plain JSON.
 */
export default function Island<P extends object>({ name, component: Component, props }: Props<P>) {
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}
