import type { ReactNode } from "react";
import Icon from "./Icon";

/** A list with a check mark before each item. */
export default function Checklist({ items }: { items: ReactNode[] }) {
  return (
    <ul className="checklist">
      {items.map((item, i) => (
        // The items are a fixed list written in the page, never reordered: the index is a stable key.
        <li key={i}>
          <Icon name="check" size={20} />
          {item}
        </li>
      ))}
    </ul>
  );
}
